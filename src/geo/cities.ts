/**
 * Gazetteer of Indian freight cities and hubs: metros, state capitals, ports,
 * industrial belts and transport markets, with the spellings transporters use.
 */
import { CITY_NAMES, INDIC_LOCALES, type IndicLocale } from './city-names.js';

export interface City {
  /** Canonical display name, e.g. "Mumbai", "Bengaluru", "Gurugram". */
  name: string;
  state: string;
  lat: number;
  lng: number;
  /** Old names, misspellings, Hindi spellings and transporter codes (DEL, BOM...). */
  aliases: string[];
}

type Row = [name: string, state: string, lat: number, lng: number, aliases: string[]];

// Aliases written in capitals (DEL, BOM, JNPT) are codes; see isAmbiguousCityWord.
const ROWS: Row[] = [
  // Metros
  ['Delhi', 'Delhi', 28.6139, 77.209, ['New Delhi', 'Dilli', 'Dehli', 'Delhi NCR', 'NCR', 'DEL', 'NDLS', 'Tughlakabad', 'TKD', 'Patparganj', 'Mundka', 'Narela', 'Okhla', 'दिल्ली', 'नई दिल्ली']],
  ['Mumbai', 'Maharashtra', 19.076, 72.8777, ['Bombay', 'Bambai', 'Mumbay', 'Mumabi', 'BOM', 'MUM', 'BBY', 'बंबई', 'बम्बई', 'பம்பாய்', 'ਬੰਬਈ', 'मुंबई', 'मुम्बई', 'बॉम्बे', 'बोम्बे']],
  ['Kolkata', 'West Bengal', 22.5726, 88.3639, ['Calcutta', 'Kolkatta', 'Kolkota', 'Culcutta', 'CCU', 'KOL', 'CAL', 'कलकत्ता', 'ਕਲਕੱਤਾ', 'कोलकाता']],
  ['Chennai', 'Tamil Nadu', 13.0827, 80.2707, ['Madras', 'Chenai', 'Chennei', 'MAA', 'CHN', 'MAS', 'मद्रास', 'மெட்ராஸ்', 'चेन्नई', 'ચેન્નાઈ', 'মাদ্রাজ']],
  [
    'Bengaluru',
    'Karnataka',
    12.9716,
    77.5946,
    ['Bangalore', 'Banglore', 'Bangaluru', 'Bengalore', 'Bengluru', 'Bangalor', 'Blore', 'BLR', 'Whitefield', 'Peenya', 'बेंगलुरु', 'बैंगलोर', 'बेंगलोर', 'बंगलौर', 'பெங்களூர்', 'ਬੰਗਲੌਰ', 'બેંગ્લોર', 'બેંગલોર', 'बंगळूर'],
  ],
  ['Hyderabad', 'Telangana', 17.385, 78.4867, ['Hydrabad', 'Hyderbad', 'Haidrabad', 'Secunderabad', 'Secbad', 'HYD', 'HYB', 'हैदराबाद']],
  ['Ahmedabad', 'Gujarat', 23.0225, 72.5714, ['Ahmadabad', 'Amdavad', 'Ahemdabad', 'Ahmdabad', 'Ahmedabd', 'AMD', 'AHD', 'Khodiyar', 'Aslali', 'अहमदाबाद', 'अमदाबाद']],
  // (Loni Kalbhor and Loni Kand, Pune's warehouse villages on the Solapur and Nagar roads, are no Loni of Ghaziabad)
  ['Pune', 'Maharashtra', 18.5204, 73.8567, ['Poona', 'PNQ', 'Loni Kalbhor', 'Loni Kand', 'Lonikand', 'पुणे', 'पुण्या', 'पूना']],
  // Delhi NCR and the Delhi-Jaipur industrial belt
  ['Gurugram', 'Haryana', 28.4595, 77.0266, ['Gurgaon', 'Gurgoan', 'Gurugaon', 'GGN', 'गुड़गांव', 'गुरुग्राम']],
  ['Noida', 'Uttar Pradesh', 28.5355, 77.391, []],
  ['Greater Noida', 'Uttar Pradesh', 28.4744, 77.504, ['Gr Noida', 'Gr. Noida', 'Greater Noida West', 'Dadri']],
  ['Ghaziabad', 'Uttar Pradesh', 28.6692, 77.4538, ['Gaziabad', 'Ghaziabaad', 'GZB', 'Sahibabad']],
  ['Faridabad', 'Haryana', 28.4089, 77.3178, ['Faridabaad', 'FDB', 'FBD', 'Ballabgarh', 'Ballabhgarh']],
  ['Sonipat', 'Haryana', 28.9931, 77.0151, ['Sonepat']],
  ['Kundli', 'Haryana', 28.8793, 77.1286, ['Kundali']],
  ['Bahadurgarh', 'Haryana', 28.692, 76.924, ['Bahadurgad']],
  ['Manesar', 'Haryana', 28.3515, 76.9428, ['IMT Manesar']],
  ['Dharuhera', 'Haryana', 28.2057, 76.7997, ['Daruhera']],
  ['Bawal', 'Haryana', 28.0757, 76.5836, []],
  ['Rewari', 'Haryana', 28.199, 76.619, []],
  ['Bhiwadi', 'Rajasthan', 28.21, 76.8606, []],
  ['Neemrana', 'Rajasthan', 27.9866, 76.3861, ['Nimrana']],
  ['Panipat', 'Haryana', 29.3909, 76.9635, ['Panipath']],
  ['Karnal', 'Haryana', 29.6857, 76.9905, []],
  ['Ambala', 'Haryana', 30.3782, 76.7767, []],
  ['Hisar', 'Haryana', 29.1492, 75.7217, ['Hissar']],
  ['Rohtak', 'Haryana', 28.8955, 76.6066, []],
  ['Yamunanagar', 'Haryana', 30.129, 77.2674, ['Yamuna Nagar', 'Jagadhri', 'Jagadhari']],
  ['Sirsa', 'Haryana', 29.5349, 75.028, ['Sirsa Mandi']],
  ['Jind', 'Haryana', 29.3159, 76.3159, ['Jeend']],
  ['Hansi', 'Haryana', 29.1023, 75.9624, []],
  ['Bhiwani', 'Haryana', 28.7975, 76.1322, []],
  ['Jhajjar', 'Haryana', 28.6063, 76.6565, ['Jhajar']],
  ['Kaithal', 'Haryana', 29.8015, 76.3998, ['Kaithel']],
  ['Kurukshetra', 'Haryana', 29.9695, 76.8783, ['Thanesar', 'Kurukshetr']],
  ['Palwal', 'Haryana', 28.1487, 77.332, []],
  // Punjab, Chandigarh, Himachal, J&K, Ladakh
  ['Chandigarh', 'Chandigarh', 30.7333, 76.7794, ['Chandigadh', 'IXC', 'CHD', 'Zirakpur', 'Panchkula']],
  ['Ludhiana', 'Punjab', 30.901, 75.8573, ['Ludhiyana', 'Ludhyana', 'LDH', 'LUH', 'लुधियाना']],
  ['Amritsar', 'Punjab', 31.634, 74.8723, ['ATQ', 'ASR']],
  ['Jalandhar', 'Punjab', 31.326, 75.5762, ['Jallandhar', 'Jullundur', 'JUC']],
  ['Mohali', 'Punjab', 30.7046, 76.7179, ['SAS Nagar']],
  ['Bathinda', 'Punjab', 30.211, 74.9455, ['Bhatinda']],
  ['Patiala', 'Punjab', 30.3398, 76.3869, []],
  ['Rajpura', 'Punjab', 30.484, 76.594, []],
  ['Mandi Gobindgarh', 'Punjab', 30.669, 76.3, ['Gobindgarh', 'Mandi Govindgarh']],
  ['Baddi', 'Himachal Pradesh', 30.9578, 76.7914, ['Baddi BBN']],
  ['Shimla', 'Himachal Pradesh', 31.1048, 77.1734, ['Simla']],
  ['Jammu', 'Jammu and Kashmir', 32.7266, 74.857, ['IXJ']],
  ['Srinagar', 'Jammu and Kashmir', 34.0837, 74.7973, ['SXR']],
  ['Leh', 'Ladakh', 34.1526, 77.5771, []],
  ['Moga', 'Punjab', 30.8165, 75.1717, []],
  ['Khanna', 'Punjab', 30.6975, 76.217, ['Khanna Mandi']],
  ['Phagwara', 'Punjab', 31.224, 75.7708, ['Phagwada', 'Phagwarha']],
  ['Hoshiarpur', 'Punjab', 31.5143, 75.9115, ['Hoshiyarpur', 'Hoshairpur']],
  ['Abohar', 'Punjab', 30.1445, 74.1955, []],
  ['Sangrur', 'Punjab', 30.2458, 75.8421, ['Sangroor']],
  ['Barnala', 'Punjab', 30.3819, 75.5468, []],
  ['Pathankot', 'Punjab', 32.2643, 75.6421, ['Pathankote']],
  ['Firozpur', 'Punjab', 30.9331, 74.6225, ['Ferozepur', 'Ferozpur', 'Firozepur']],
  ['Kapurthala', 'Punjab', 31.38, 75.38, []],
  ['Nalagarh', 'Himachal Pradesh', 31.0448, 76.7221, ['Nalagadh']],
  ['Solan', 'Himachal Pradesh', 30.9045, 77.0967, []],
  ['Parwanoo', 'Himachal Pradesh', 30.8372, 76.9614, ['Parwanu', 'Parwano']],
  ['Kathua', 'Jammu and Kashmir', 32.3693, 75.5254, ['Kathuwa']],
  ['Sopore', 'Jammu and Kashmir', 34.3, 74.4667, ['Sopor']],
  ['Anantnag', 'Jammu and Kashmir', 33.7311, 75.1487, []],
  ['Udhampur', 'Jammu and Kashmir', 32.916, 75.1416, []],
  ['Una', 'Himachal Pradesh', 31.4685, 76.2708, []],
  ['Paonta Sahib', 'Himachal Pradesh', 30.4384, 77.6239, ['Paonta', 'Ponta Sahib']],
  // Uttarakhand
  ['Dehradun', 'Uttarakhand', 30.3165, 78.0322, ['Dehra Dun', 'DDN']],
  ['Haridwar', 'Uttarakhand', 29.9457, 78.1642, ['Hardwar', 'SIDCUL Haridwar']],
  ['Rudrapur', 'Uttarakhand', 28.9845, 79.4, ['Rudarpur']],
  ['Pantnagar', 'Uttarakhand', 29.03, 79.47, ['Pant Nagar']],
  ['Kashipur', 'Uttarakhand', 29.2104, 78.9619, []],
  ['Haldwani', 'Uttarakhand', 29.2183, 79.513, []],
  ['Kichha', 'Uttarakhand', 28.9117, 79.5212, ['Kiccha', 'Kicha']],
  ['Roorkee', 'Uttarakhand', 29.8543, 77.888, ['Rurki', 'Roorki', 'Rurkee']],
  // Uttar Pradesh
  ['Lucknow', 'Uttar Pradesh', 26.8467, 80.9462, ['Lko', 'LKO', 'Lakhnau', 'लखनऊ']],
  ['Kanpur', 'Uttar Pradesh', 26.4499, 80.3319, ['Cawnpore', 'KNP', 'KNU', 'कानपुर']],
  ['Agra', 'Uttar Pradesh', 27.1767, 78.0081, ['AGR']],
  ['Varanasi', 'Uttar Pradesh', 25.3176, 82.9739, ['Banaras', 'Benaras', 'Benares', 'Kashi', 'VNS']],
  ['Prayagraj', 'Uttar Pradesh', 25.4358, 81.8463, ['Allahabad', 'Alahabad', 'Prayag Raj', 'IXD']],
  ['Meerut', 'Uttar Pradesh', 28.9845, 77.7064, []],
  ['Bareilly', 'Uttar Pradesh', 28.367, 79.4304, ['Bareli', 'Barelly']],
  ['Aligarh', 'Uttar Pradesh', 27.8974, 78.088, []],
  ['Moradabad', 'Uttar Pradesh', 28.8386, 78.7733, []],
  ['Gorakhpur', 'Uttar Pradesh', 26.7606, 83.3732, []],
  ['Mathura', 'Uttar Pradesh', 27.4924, 77.6737, []],
  ['Saharanpur', 'Uttar Pradesh', 29.968, 77.551, []],
  ['Jhansi', 'Uttar Pradesh', 25.4484, 78.5685, []],
  ['Firozabad', 'Uttar Pradesh', 27.1592, 78.3957, []],
  ['Unnao', 'Uttar Pradesh', 26.5393, 80.4878, []],
  ['Muzaffarnagar', 'Uttar Pradesh', 29.4727, 77.7085, []],
  ['Hapur', 'Uttar Pradesh', 28.7306, 77.7759, ['Hapud']],
  ['Hathras', 'Uttar Pradesh', 27.595, 78.05, ['Hatras', 'Hathrus']],
  ['Shahjahanpur', 'Uttar Pradesh', 27.883, 79.912, ['Shahjanpur', 'Sahjahanpur']],
  ['Barabanki', 'Uttar Pradesh', 26.9268, 81.1834, ['Bara Banki']],
  ['Bulandshahr', 'Uttar Pradesh', 28.4069, 77.8498, ['Bulandshahar', 'Bulandsahar']],
  ['Khurja', 'Uttar Pradesh', 28.253, 77.855, ['Khurza']],
  ['Etawah', 'Uttar Pradesh', 26.7856, 79.0158, ['Etawa', 'Itawa']],
  ['Kannauj', 'Uttar Pradesh', 27.0514, 79.9137, ['Kanauj', 'Kannoj']],
  ['Sitapur', 'Uttar Pradesh', 27.568, 80.679, []],
  ['Ayodhya', 'Uttar Pradesh', 26.7922, 82.1998, ['Faizabad', 'Ayodhya Dham']],
  ['Mirzapur', 'Uttar Pradesh', 25.146, 82.569, ['Mirjapur']],
  ['Bhadohi', 'Uttar Pradesh', 25.395, 82.568, ['Bhadoi', 'Sant Ravidas Nagar']],
  // Rajasthan
  ['Jaipur', 'Rajasthan', 26.9124, 75.7873, ['Jaypur', 'JPR', 'जयपुर']],
  ['Jodhpur', 'Rajasthan', 26.2389, 73.0243, ['JDH']],
  ['Udaipur', 'Rajasthan', 24.5854, 73.7125, ['UDR']],
  ['Kota', 'Rajasthan', 25.2138, 75.8648, []],
  ['Ajmer', 'Rajasthan', 26.4499, 74.6399, []],
  ['Bikaner', 'Rajasthan', 28.0229, 73.3119, []],
  ['Bhilwara', 'Rajasthan', 25.3463, 74.6364, []],
  ['Alwar', 'Rajasthan', 27.553, 76.6346, []],
  ['Kishangarh', 'Rajasthan', 26.59, 74.854, ['Kishangadh']],
  ['Chittorgarh', 'Rajasthan', 24.8887, 74.6269, ['Chittaurgarh', 'Chittor']],
  ['Sikar', 'Rajasthan', 27.6094, 75.1399, []],
  ['Pali', 'Rajasthan', 25.7711, 73.3234, []],
  ['Beawar', 'Rajasthan', 26.1011, 74.32, []],
  ['Makrana', 'Rajasthan', 27.0436, 74.7261, ['Makarana']],
  ['Nagaur', 'Rajasthan', 27.202, 73.7339, ['Nagour']],
  ['Barmer', 'Rajasthan', 25.7521, 71.3967, ['Badmer', 'Balmer']],
  ['Jalore', 'Rajasthan', 25.345, 72.615, ['Jalor']],
  ['Sriganganagar', 'Rajasthan', 29.9038, 73.8772, ['Sri Ganganagar', 'Shri Ganganagar', 'Sri Ganga Nagar', 'Ganganagar']],
  ['Hanumangarh', 'Rajasthan', 29.5818, 74.3294, ['Hanumangadh']],
  ['Nimbahera', 'Rajasthan', 24.625, 74.68, ['Nimbaheda']],
  ['Dholpur', 'Rajasthan', 26.6978, 77.8939, ['Dhaulpur']],
  ['Bharatpur', 'Rajasthan', 27.2152, 77.493, []],
  ['Rajsamand', 'Rajasthan', 25.071, 73.88, ['Kankroli', 'Rajsamandh']],
  ['Jhunjhunu', 'Rajasthan', 28.1289, 75.3995, ['Jhunjhunun', 'Jhunjunu']],
  ['Balotra', 'Rajasthan', 25.832, 72.24, []],
  // Gujarat, Dadra Nagar Haveli and Daman
  ['Surat', 'Gujarat', 21.1702, 72.8311, ['STV', 'सूरत']],
  ['Vadodara', 'Gujarat', 22.3072, 73.1812, ['Baroda', 'BDQ', 'BRC', 'बड़ौदा', 'बरोडा', 'બરોડા']],
  ['Rajkot', 'Gujarat', 22.3039, 70.8022, ['RJT']],
  ['Mundra', 'Gujarat', 22.74, 69.7, ['Mundra Port', 'Mundhra']],
  ['Kandla', 'Gujarat', 23.03, 70.22, ['Deendayal Port', 'Kandla Port', 'IXY']],
  ['Gandhidham', 'Gujarat', 23.0753, 70.1337, ['GIMB']],
  ['Vapi', 'Gujarat', 20.3893, 72.9106, ['Vaapi']],
  ['Ankleshwar', 'Gujarat', 21.6264, 73.0152, ['Anklesvar', 'Ankaleshwar']],
  ['Bharuch', 'Gujarat', 21.7051, 72.9959, ['Broach']],
  ['Dahej', 'Gujarat', 21.7, 72.57, []],
  ['Hazira', 'Gujarat', 21.1, 72.63, []],
  ['Pipavav', 'Gujarat', 20.91, 71.51, ['Pipavav Port']],
  ['Jamnagar', 'Gujarat', 22.4707, 70.0577, ['JGA']],
  ['Bhavnagar', 'Gujarat', 21.7645, 72.1519, ['Bhaunagar']],
  ['Morbi', 'Gujarat', 22.812, 70.8236, ['Morvi']],
  ['Gandhinagar', 'Gujarat', 23.2156, 72.6369, []],
  ['Sanand', 'Gujarat', 22.992, 72.381, []],
  ['Mehsana', 'Gujarat', 23.588, 72.3693, ['Mahesana']],
  ['Halol', 'Gujarat', 22.503, 73.472, []],
  ['Anand', 'Gujarat', 22.5645, 72.9289, []],
  ['Navsari', 'Gujarat', 20.9467, 72.952, []],
  ['Junagadh', 'Gujarat', 21.5222, 70.4579, []],
  ['Palanpur', 'Gujarat', 24.1724, 72.4346, []],
  ['Bhuj', 'Gujarat', 23.242, 69.6669, []],
  ['Unjha', 'Gujarat', 23.804, 72.394, ['Unza', 'Unjha Mandi']],
  ['Gondal', 'Gujarat', 21.9612, 70.7939, []],
  ['Jetpur', 'Gujarat', 21.7548, 70.6237, ['Jetpur Navagadh']],
  ['Patan', 'Gujarat', 23.8493, 72.1266, []],
  ['Deesa', 'Gujarat', 24.2585, 72.1907, ['Disa', 'Disa Gujarat']],
  ['Himmatnagar', 'Gujarat', 23.598, 72.966, ['Himatnagar']],
  ['Mahuva', 'Gujarat', 21.0902, 71.7563, []],
  ['Kodinar', 'Gujarat', 20.7934, 70.703, []],
  ['Veraval', 'Gujarat', 20.907, 70.367, ['Veraval Port', 'Verawal']],
  ['Porbandar', 'Gujarat', 21.6417, 69.6293, ['Porbander']],
  ['Changodar', 'Gujarat', 22.93, 72.44, ['Changodar GIDC']],
  ['Becharaji', 'Gujarat', 23.496, 72.044, ['Bahucharaji', 'Becharji']],
  ['Sarigam', 'Gujarat', 20.31, 72.82, ['Sarigam GIDC']],
  ['Jhagadia', 'Gujarat', 21.711, 73.145, ['Jhagadiya', 'Jhagadia GIDC']],
  ['Surendranagar', 'Gujarat', 22.7277, 71.648, ['Wadhwan']],
  ['Wankaner', 'Gujarat', 22.612, 70.934, ['Vankaner']],
  ['Valsad', 'Gujarat', 20.5992, 72.9342, ['Bulsar']],
  ['Godhra', 'Gujarat', 22.7788, 73.6143, []],
  ['Silvassa', 'Dadra and Nagar Haveli and Daman and Diu', 20.2766, 73.0169, ['Silvasa', 'Selvas', 'Dadra Nagar Haveli', 'DNH']],
  ['Daman', 'Dadra and Nagar Haveli and Daman and Diu', 20.3974, 72.8328, []],
  // Maharashtra
  ['Bhiwandi', 'Maharashtra', 19.2813, 73.0483, ['Bhivandi', 'Bhiwandi Mumbai', 'BWD']],
  ['Nhava Sheva', 'Maharashtra', 18.949, 72.952, ['JNPT', 'JNPA', 'Nava Sheva', 'Nhavasheva', 'Navasheva', 'Jawaharlal Nehru Port']],
  ['Navi Mumbai', 'Maharashtra', 19.033, 73.0297, ['New Mumbai', 'Vashi', 'Turbhe', 'Rabale', 'CBD Belapur', 'Belapur CBD']],
  ['Kalamboli', 'Maharashtra', 19.033, 73.1, ['Kalambolii']],
  ['Taloja', 'Maharashtra', 19.07, 73.12, ['Taloja MIDC']],
  ['Panvel', 'Maharashtra', 18.9894, 73.1175, []],
  ['Thane', 'Maharashtra', 19.2183, 72.9781, []],
  ['Kalyan', 'Maharashtra', 19.2403, 73.1305, []],
  ['Vasai', 'Maharashtra', 19.3919, 72.8397, ['Vasai Virar', 'Virar']],
  ['Palghar', 'Maharashtra', 19.6967, 72.7699, []],
  ['Tarapur', 'Maharashtra', 19.864, 72.689, ['Boisar']],
  ['Nagpur', 'Maharashtra', 21.1458, 79.0882, ['Nagpoor', 'NAG', 'NGP', 'NGPR', 'Hingna', 'Hingna MIDC', 'नागपुर']],
  ['Nashik', 'Maharashtra', 19.9975, 73.7898, ['Nasik', 'ISK', 'NSK']],
  ['Aurangabad', 'Maharashtra', 19.8762, 75.3433, ['Chhatrapati Sambhajinagar', 'Sambhajinagar', 'Aurangabaad', 'Waluj', 'IXU']],
  ['Kolhapur', 'Maharashtra', 16.705, 74.2433, ['KLH', 'KOP']],
  ['Solapur', 'Maharashtra', 17.6599, 75.9064, ['Sholapur']],
  ['Chakan', 'Maharashtra', 18.7606, 73.8636, []],
  ['Ranjangaon', 'Maharashtra', 18.7606, 74.243, ['Ranjangaon MIDC']],
  ['Talegaon', 'Maharashtra', 18.735, 73.675, ['Talegaon Dabhade']],
  ['Amravati', 'Maharashtra', 20.9374, 77.7796, []],
  ['Jalgaon', 'Maharashtra', 21.0077, 75.5626, []],
  ['Akola', 'Maharashtra', 20.7002, 77.0082, []],
  ['Latur', 'Maharashtra', 18.4088, 76.5604, []],
  ['Satara', 'Maharashtra', 17.6805, 74.0183, []],
  ['Sangli', 'Maharashtra', 16.8524, 74.5815, []],
  ['Ahmednagar', 'Maharashtra', 19.0948, 74.748, ['Ahilyanagar', 'Ahmadnagar']],
  ['Chandrapur', 'Maharashtra', 19.9615, 79.2961, []],
  ['Dhule', 'Maharashtra', 20.9042, 74.7749, ['Dhulia']],
  ['Wardha', 'Maharashtra', 20.7453, 78.6022, []],
  ['Ratnagiri', 'Maharashtra', 16.9902, 73.312, []],
  ['Jalna', 'Maharashtra', 19.8347, 75.8816, ['Jalana']],
  ['Baramati', 'Maharashtra', 18.151, 74.577, ['Baramathi']],
  ['Lasalgaon', 'Maharashtra', 20.15, 74.233, ['Lasalgao', 'Lasalgaon Mandi']],
  ['Pimpalgaon', 'Maharashtra', 20.165, 73.987, ['Pimpalgaon Baswant', 'Pimpalgaon Basvant']],
  ['Ichalkaranji', 'Maharashtra', 16.691, 74.46, ['Ichalkaranjee', 'Ichalkarnji']],
  ['Nanded', 'Maharashtra', 19.1383, 77.321, ['Nanded Waghala']],
  ['Karad', 'Maharashtra', 17.289, 74.181, ['Karhad']],
  ['Sangamner', 'Maharashtra', 19.568, 74.211, []],
  ['Raver', 'Maharashtra', 21.243, 76.034, []],
  ['Khopoli', 'Maharashtra', 18.788, 73.345, []],
  ['Ambernath', 'Maharashtra', 19.209, 73.186, ['Ambarnath']],
  ['Sinnar', 'Maharashtra', 19.845, 74, ['Sinnar MIDC']],
  ['Jejuri', 'Maharashtra', 18.276, 74.161, ['Jejuri MIDC']],
  ['Parbhani', 'Maharashtra', 19.261, 76.776, []],
  ['Gondia', 'Maharashtra', 21.46, 80.195, ['Gondiya']],
  ['Malegaon', 'Maharashtra', 20.555, 74.525, ['Malegao']],
  ['Yavatmal', 'Maharashtra', 20.389, 78.13, ['Yeotmal', 'Yavatmaal']],
  // Goa
  ['Goa', 'Goa', 15.36, 73.94, ['Verna', 'GOI']],
  ['Panaji', 'Goa', 15.4909, 73.8278, ['Panjim']],
  ['Margao', 'Goa', 15.2832, 73.9862, ['Madgaon', 'Madgao']],
  ['Vasco da Gama', 'Goa', 15.386, 73.844, ['Vasco', 'Mormugao', 'Marmagao']],
  // Madhya Pradesh
  ['Indore', 'Madhya Pradesh', 22.7196, 75.8577, ['IDR', 'इंदौर']],
  ['Pithampur', 'Madhya Pradesh', 22.61, 75.68, ['Pitampur']],
  ['Bhopal', 'Madhya Pradesh', 23.2599, 77.4126, ['BHO', 'BPL', 'भोपाल']],
  ['Jabalpur', 'Madhya Pradesh', 23.1815, 79.9864, ['Jubbulpore', 'JLR']],
  ['Gwalior', 'Madhya Pradesh', 26.2183, 78.1828, ['GWL']],
  ['Ujjain', 'Madhya Pradesh', 23.1765, 75.7885, []],
  ['Dewas', 'Madhya Pradesh', 22.9676, 76.0534, []],
  ['Sagar', 'Madhya Pradesh', 23.8388, 78.7378, []],
  ['Satna', 'Madhya Pradesh', 24.6005, 80.8322, []],
  ['Katni', 'Madhya Pradesh', 23.8343, 80.3894, []],
  ['Ratlam', 'Madhya Pradesh', 23.3315, 75.0367, []],
  ['Singrauli', 'Madhya Pradesh', 24.1997, 82.675, []],
  ['Neemuch', 'Madhya Pradesh', 24.4764, 74.8624, ['Nimach', 'Neemach', 'Nimuch']],
  ['Mandsaur', 'Madhya Pradesh', 24.0734, 75.0679, ['Mandsor', 'Mandasor', 'Mandsour']],
  ['Mandideep', 'Madhya Pradesh', 23.099, 77.533, ['Mandidip', 'Mandideep Industrial Area']],
  ['Bina', 'Madhya Pradesh', 24.186, 78.19, ['Bina Etawa']],
  ['Vidisha', 'Madhya Pradesh', 23.5251, 77.8081, []],
  ['Rewa', 'Madhya Pradesh', 24.5362, 81.3037, ['Reewa']],
  ['Chhindwara', 'Madhya Pradesh', 22.0574, 78.9382, ['Chindwara', 'Chhindwada']],
  ['Burhanpur', 'Madhya Pradesh', 21.309, 76.23, ['Burhanpoor']],
  ['Khandwa', 'Madhya Pradesh', 21.825, 76.352, ['Khandva']],
  ['Guna', 'Madhya Pradesh', 24.647, 77.311, []],
  ['Maihar', 'Madhya Pradesh', 24.265, 80.76, []],
  ['Hoshangabad', 'Madhya Pradesh', 22.754, 77.727, ['Narmadapuram', 'Hoshangabaad']],
  // Chhattisgarh
  ['Raipur', 'Chhattisgarh', 21.2514, 81.6296, ['RPR']],
  ['Bhilai', 'Chhattisgarh', 21.1938, 81.3509, []],
  ['Durg', 'Chhattisgarh', 21.1904, 81.2849, []],
  ['Bilaspur', 'Chhattisgarh', 22.0797, 82.1391, []],
  ['Korba', 'Chhattisgarh', 22.3595, 82.7501, []],
  ['Raigarh', 'Chhattisgarh', 21.8974, 83.395, []],
  ['Urla', 'Chhattisgarh', 21.31, 81.59, ['Urla Industrial Area']],
  ['Siltara', 'Chhattisgarh', 21.37, 81.67, ['Siltara Industrial Area']],
  ['Rajnandgaon', 'Chhattisgarh', 21.097, 81.03, ['Rajnandgao']],
  ['Jagdalpur', 'Chhattisgarh', 19.074, 82.008, []],
  ['Dhamtari', 'Chhattisgarh', 20.7074, 81.5497, []],
  // Jharkhand and Bihar
  ['Ranchi', 'Jharkhand', 23.3441, 85.3096, ['IXR']],
  ['Jamshedpur', 'Jharkhand', 22.8046, 86.2029, ['Tatanagar', 'Tata Nagar', 'JSR', 'IXW']],
  ['Dhanbad', 'Jharkhand', 23.7957, 86.4304, []],
  ['Bokaro', 'Jharkhand', 23.6693, 86.1511, ['Bokaro Steel City', 'Bokaro Steel']],
  ['Katras', 'Jharkhand', 23.803, 86.293, ['Katras Bazar', 'Katrasgarh']],
  ['Adityapur', 'Jharkhand', 22.783, 86.156, ['Adityapur Industrial Area']],
  ['Gamharia', 'Jharkhand', 22.83, 86.1, ['Gamhariya']],
  ['Hazaribagh', 'Jharkhand', 23.9925, 85.3637, ['Hazaribag']],
  ['Pakur', 'Jharkhand', 24.638, 87.85, ['Pakaur']],
  ['Patna', 'Bihar', 25.5941, 85.1376, ['PAT', 'पटना']],
  ['Muzaffarpur', 'Bihar', 26.1209, 85.3647, []],
  ['Gaya', 'Bihar', 24.7914, 85.0002, []],
  ['Bhagalpur', 'Bihar', 25.2425, 86.9842, []],
  ['Begusarai', 'Bihar', 25.418, 86.129, []],
  ['Purnia', 'Bihar', 25.777, 87.475, ['Purnea']],
  ['Darbhanga', 'Bihar', 26.152, 85.897, []],
  ['Hajipur', 'Bihar', 25.686, 85.217, []],
  ['Raxaul', 'Bihar', 26.981, 84.852, ['Raxaul Border']],
  ['Kishanganj', 'Bihar', 26.1, 87.95, ['Kishangunj']],
  // Odisha
  ['Bhubaneswar', 'Odisha', 20.2961, 85.8245, ['Bhubaneshwar', 'Bhubneshwar', 'BBI', 'BBSR']],
  ['Cuttack', 'Odisha', 20.4625, 85.883, ['Kattak']],
  ['Rourkela', 'Odisha', 22.2604, 84.8536, ['Raurkela']],
  ['Paradip', 'Odisha', 20.2644, 86.6711, ['Paradeep', 'Paradip Port']],
  ['Jharsuguda', 'Odisha', 21.8554, 84.0062, []],
  ['Angul', 'Odisha', 20.84, 85.1018, ['Anugul']],
  ['Sambalpur', 'Odisha', 21.4669, 83.9812, []],
  ['Balasore', 'Odisha', 21.4942, 86.9317, ['Baleshwar']],
  ['Jajpur', 'Odisha', 20.8497, 86.3326, ['Jajapur', 'Jajpur Road']],
  ['Kalinganagar', 'Odisha', 20.97, 85.99, ['Kalinga Nagar', 'Duburi']],
  ['Berhampur', 'Odisha', 19.315, 84.794, ['Brahmapur', 'Behrampur']],
  ['Barbil', 'Odisha', 22.117, 85.388, ['Barbil Joda']],
  ['Talcher', 'Odisha', 20.95, 85.233, []],
  ['Keonjhar', 'Odisha', 21.629, 85.582, ['Kendujhar']],
  ['Bargarh', 'Odisha', 21.333, 83.619, ['Baragarh']],
  ['Dhenkanal', 'Odisha', 20.658, 85.598, []],
  // West Bengal
  ['Howrah', 'West Bengal', 22.5958, 88.2636, ['Haora']],
  ['Siliguri', 'West Bengal', 26.7271, 88.3953, ['Shiliguri', 'Siligudi', 'Silliguri', 'NJP', 'New Jalpaiguri']],
  ['Durgapur', 'West Bengal', 23.5204, 87.3119, []],
  ['Asansol', 'West Bengal', 23.6739, 86.9524, []],
  ['Haldia', 'West Bengal', 22.0667, 88.0698, ['Haldia Port']],
  ['Kharagpur', 'West Bengal', 22.346, 87.232, []],
  ['Malda', 'West Bengal', 25.0108, 88.1411, ['Maldah', 'English Bazar', 'Englishbazar']],
  ['Dankuni', 'West Bengal', 22.68, 88.293, []],
  ['Uluberia', 'West Bengal', 22.47, 88.11, ['Uluberiya']],
  ['Burdwan', 'West Bengal', 23.2324, 87.8615, ['Bardhaman', 'Barddhaman', 'Burdwaan']],
  ['Jalpaiguri', 'West Bengal', 26.516, 88.719, ['Jalpaigudi']],
  ['Cooch Behar', 'West Bengal', 26.324, 89.451, ['Coochbehar', 'Koch Bihar', 'Cooch Bihar']],
  // North East
  ['Guwahati', 'Assam', 26.1445, 91.7362, ['Gauhati', 'Guwahti', 'Gowhati', 'GAU', 'GHY']],
  ['Dibrugarh', 'Assam', 27.4728, 94.912, []],
  ['Silchar', 'Assam', 24.8333, 92.7789, []],
  ['Jorhat', 'Assam', 26.7509, 94.2037, []],
  ['Tezpur', 'Assam', 26.6338, 92.8, []],
  ['Agartala', 'Tripura', 23.8315, 91.2868, []],
  ['Shillong', 'Meghalaya', 25.5788, 91.8933, []],
  ['Imphal', 'Manipur', 24.817, 93.9368, []],
  ['Aizawl', 'Mizoram', 23.7271, 92.7176, ['Aijal']],
  ['Kohima', 'Nagaland', 25.6751, 94.1086, []],
  ['Dimapur', 'Nagaland', 25.9063, 93.7276, []],
  ['Itanagar', 'Arunachal Pradesh', 27.0844, 93.6053, []],
  ['Gangtok', 'Sikkim', 27.3389, 88.6065, []],
  ['Rangpo', 'Sikkim', 27.177, 88.53, []],
  ['Tinsukia', 'Assam', 27.489, 95.36, ['Tinsukiya']],
  ['Nagaon', 'Assam', 26.347, 92.684, ['Nowgong']],
  ['Karimganj', 'Assam', 24.866, 92.356, ['Sribhumi']],
  ['Moreh', 'Manipur', 24.248, 94.3, ['Moreh Border']],
  // Telangana and Andhra Pradesh
  ['Warangal', 'Telangana', 17.9689, 79.5941, []],
  ['Karimnagar', 'Telangana', 18.4386, 79.1288, []],
  [
    'Visakhapatnam',
    'Andhra Pradesh',
    17.6868,
    83.2185,
    ['Vizag', 'Vishakhapatnam', 'Vishakapatnam', 'Visakapatnam', 'Visakhapatanam', 'Vizak', 'VTZ', 'VZG', 'VSKP', 'विशाखापट्टनम', 'वाइजाग', 'वैजाग', 'ବିଶାଖାପାଟଣା', 'ଭାଇଜାଗ', 'వైజాగ్'],
  ],
  ['Vijayawada', 'Andhra Pradesh', 16.5062, 80.648, ['Bezawada', 'Vijaywada', 'VGA', 'BZA']],
  ['Guntur', 'Andhra Pradesh', 16.3067, 80.4365, []],
  ['Nellore', 'Andhra Pradesh', 14.4426, 79.9865, []],
  ['Tirupati', 'Andhra Pradesh', 13.6288, 79.4192, ['Tirupathi', 'TIR']],
  ['Kurnool', 'Andhra Pradesh', 15.8281, 78.0373, []],
  ['Kakinada', 'Andhra Pradesh', 16.9891, 82.2475, []],
  ['Rajahmundry', 'Andhra Pradesh', 17.0005, 81.804, ['Rajamahendravaram', 'Rajamundry']],
  ['Anantapur', 'Andhra Pradesh', 14.6819, 77.6006, ['Anantapuram']],
  ['Ongole', 'Andhra Pradesh', 15.5057, 80.0499, []],
  ['Krishnapatnam', 'Andhra Pradesh', 14.25, 80.12, ['Krishnapatnam Port']],
  ['Sri City', 'Andhra Pradesh', 13.53, 79.99, ['Sricity']],
  ['Amaravati', 'Andhra Pradesh', 16.515, 80.516, []],
  ['Nizamabad', 'Telangana', 18.6725, 78.0941, ['Nizambad']],
  ['Adilabad', 'Telangana', 19.664, 78.532, []],
  ['Khammam', 'Telangana', 17.2473, 80.1514, ['Kammam']],
  ['Nalgonda', 'Telangana', 17.0575, 79.2684, ['Nalgunda']],
  ['Ramagundam', 'Telangana', 18.755, 79.474, ['Ramagundem', 'Godavarikhani']],
  ['Adoni', 'Andhra Pradesh', 15.628, 77.275, ['Adhoni']],
  ['Eluru', 'Andhra Pradesh', 16.7107, 81.0952, ['Ellore']],
  ['Kadapa', 'Andhra Pradesh', 14.467, 78.824, ['Cuddapah', 'Kadappa']],
  ['Srikakulam', 'Andhra Pradesh', 18.297, 83.897, ['Sreekakulam']],
  // Karnataka
  ['Mysuru', 'Karnataka', 12.2958, 76.6394, ['Mysore']],
  ['Hubballi', 'Karnataka', 15.3647, 75.124, ['Hubli', 'Hubli Dharwad', 'HBX']],
  ['Dharwad', 'Karnataka', 15.4589, 75.0078, []],
  ['Mangaluru', 'Karnataka', 12.9141, 74.856, ['Mangalore', 'Manglore', 'IXE']],
  ['Belagavi', 'Karnataka', 15.8497, 74.4977, ['Belgaum', 'Belgaon']],
  ['Ballari', 'Karnataka', 15.1394, 76.9214, ['Bellary', 'बेल्लारी']],
  ['Hosapete', 'Karnataka', 15.2689, 76.3909, ['Hospet']],
  ['Tumakuru', 'Karnataka', 13.3379, 77.1173, ['Tumkur']],
  ['Davanagere', 'Karnataka', 14.4644, 75.9218, ['Davangere']],
  ['Kalaburagi', 'Karnataka', 17.3297, 76.8343, ['Gulbarga']],
  ['Shivamogga', 'Karnataka', 13.9299, 75.5681, ['Shimoga']],
  ['Vijayapura', 'Karnataka', 16.8302, 75.71, ['Bijapur']],
  ['Hoskote', 'Karnataka', 13.07, 77.798, ['Hosakote']],
  ['Raichur', 'Karnataka', 16.212, 77.344, ['Raichuru']],
  ['Toranagallu', 'Karnataka', 15.186, 76.668, ['Toranagal', 'Torangallu', 'JSW Vijayanagar']],
  ['Nelamangala', 'Karnataka', 13.097, 77.393, ['Nelmangala']],
  ['Bidadi', 'Karnataka', 12.797, 77.386, []],
  ['Bidar', 'Karnataka', 17.913, 77.53, []],
  ['Gadag', 'Karnataka', 15.43, 75.63, ['Gadag Betageri']],
  ['Hassan', 'Karnataka', 13.007, 76.096, []],
  ['Udupi', 'Karnataka', 13.341, 74.742, ['Udipi']],
  ['Kolar', 'Karnataka', 13.137, 78.129, []],
  // Tamil Nadu and Puducherry
  ['Coimbatore', 'Tamil Nadu', 11.0168, 76.9558, ['Kovai', 'Coimbtore', 'CBE', 'CJB', 'கோவை']],
  ['Tiruppur', 'Tamil Nadu', 11.1085, 77.3411, ['Tirupur', 'Thiruppur', 'Tpr', 'TUP']],
  ['Madurai', 'Tamil Nadu', 9.9252, 78.1198, ['IXM', 'MDU']],
  ['Salem', 'Tamil Nadu', 11.6643, 78.146, []],
  ['Tiruchirappalli', 'Tamil Nadu', 10.7905, 78.7047, ['Trichy', 'Tiruchi', 'Trichi', 'TRZ', 'திருச்சி']],
  ['Erode', 'Tamil Nadu', 11.341, 77.7172, []],
  ['Hosur', 'Tamil Nadu', 12.7409, 77.8253, []],
  ['Krishnagiri', 'Tamil Nadu', 12.5186, 78.2137, []],
  ['Sriperumbudur', 'Tamil Nadu', 12.9675, 79.9419, ['Sriperambudur', 'Sriperumpudur', 'Sriperumbdur', 'Irungattukottai']],
  ['Oragadam', 'Tamil Nadu', 12.836, 79.952, []],
  ['Kanchipuram', 'Tamil Nadu', 12.8342, 79.7036, ['Kancheepuram']],
  ['Ennore', 'Tamil Nadu', 13.2146, 80.3203, ['Kamarajar Port', 'Ennore Port']],
  ['Thoothukudi', 'Tamil Nadu', 8.7642, 78.1348, ['Tuticorin', 'Tuticorin Port']],
  ['Tirunelveli', 'Tamil Nadu', 8.7139, 77.7567, []],
  ['Vellore', 'Tamil Nadu', 12.9165, 79.1325, []],
  ['Namakkal', 'Tamil Nadu', 11.2189, 78.1677, []],
  ['Karur', 'Tamil Nadu', 10.9601, 78.0766, []],
  ['Dindigul', 'Tamil Nadu', 10.3673, 77.9803, []],
  ['Sivakasi', 'Tamil Nadu', 9.4533, 77.7924, []],
  ['Cuddalore', 'Tamil Nadu', 11.748, 79.7714, []],
  ['Puducherry', 'Puducherry', 11.9416, 79.8083, ['Pondicherry', 'Pondy']],
  ['Pollachi', 'Tamil Nadu', 10.658, 77.008, ['Polachi']],
  ['Ambattur', 'Tamil Nadu', 13.114, 80.155, ['Ambattur Industrial Estate', 'Ambathur']],
  ['Rajapalayam', 'Tamil Nadu', 9.452, 77.553, ['Rajapalyam']],
  ['Thanjavur', 'Tamil Nadu', 10.787, 79.138, ['Tanjore', 'Thanjavoor']],
  ['Theni', 'Tamil Nadu', 10.01, 77.476, []],
  ['Virudhunagar', 'Tamil Nadu', 9.585, 77.958, ['Virudunagar']],
  ['Karaikudi', 'Tamil Nadu', 10.073, 78.773, ['Karaikkudi']],
  ['Gummidipoondi', 'Tamil Nadu', 13.407, 80.108, ['Gummidipundi']],
  ['Ranipet', 'Tamil Nadu', 12.93, 79.333, ['Ranipettai']],
  ['Nagercoil', 'Tamil Nadu', 8.183, 77.412, ['Nagarcoil']],
  ['Perundurai', 'Tamil Nadu', 11.275, 77.587, ['Perundurai SIPCOT']],
  ['Karaikal', 'Puducherry', 10.9254, 79.838, ['Karaikal Port']],
  ['Nagapattinam', 'Tamil Nadu', 10.766, 79.843, ['Nagapatnam']],
  // Kerala
  ['Kochi', 'Kerala', 9.9312, 76.2673, ['Cochin', 'Ernakulam', 'Kochin', 'COK', 'EKM']],
  ['Thiruvananthapuram', 'Kerala', 8.5241, 76.9366, ['Trivandrum', 'TRV', 'TVM']],
  ['Kozhikode', 'Kerala', 11.2588, 75.7804, ['Calicut', 'CCJ']],
  ['Thrissur', 'Kerala', 10.5276, 76.2144, ['Trichur', 'Trishur', 'Thrishur']],
  ['Kollam', 'Kerala', 8.8932, 76.6141, ['Quilon']],
  ['Palakkad', 'Kerala', 10.7867, 76.6548, ['Palghat']],
  ['Kannur', 'Kerala', 11.8745, 75.3704, ['Cannanore']],
  ['Perumbavoor', 'Kerala', 10.115, 76.478, ['Perumbavur']],
  ['Kottayam', 'Kerala', 9.5916, 76.5222, []],
  ['Alappuzha', 'Kerala', 9.4981, 76.3388, ['Alleppey', 'Alapuzha']],
  ['Malappuram', 'Kerala', 11.073, 76.074, ['Malapuram']],
  ['Vallarpadam', 'Kerala', 10, 76.25, ['ICTT Vallarpadam', 'Vallarpadam Terminal']],
  // Islands
  ['Port Blair', 'Andaman and Nicobar Islands', 11.6234, 92.7265, ['Sri Vijaya Puram']],
  // District headquarters of the big freight states, then mandi, port, ICD, cement, coal, steel, textile, ceramic
  // and stone towns (listed after the hubs above, so a hub keeps any spelling they share).
  // Maharashtra
  ['Gadchiroli', 'Maharashtra', 20.18, 80, []],
  ['Bhandara', 'Maharashtra', 21.17, 79.65, []],
  ['Buldhana', 'Maharashtra', 20.53, 76.18, ['Buldana']],
  ['Washim', 'Maharashtra', 20.11, 77.13, ['Vashim']],
  ['Hingoli', 'Maharashtra', 19.72, 77.15, []],
  ['Beed', 'Maharashtra', 18.99, 75.76, []],
  ['Dharashiv', 'Maharashtra', 18.18, 76.04, ['Osmanabad', 'Usmanabad']],
  ['Nandurbar', 'Maharashtra', 21.37, 74.24, []],
  ['Alibag', 'Maharashtra', 18.64, 72.87, ['Alibaug']],
  ['Pandharpur', 'Maharashtra', 17.68, 75.33, []],
  ['Barshi', 'Maharashtra', 18.23, 75.69, []],
  ['Kopargaon', 'Maharashtra', 19.88, 74.48, []],
  ['Shrirampur', 'Maharashtra', 19.62, 74.66, ['Srirampur']],
  ['Udgir', 'Maharashtra', 18.39, 77.12, []],
  ['Ambajogai', 'Maharashtra', 18.73, 76.38, []],
  ['Shirur', 'Maharashtra', 18.83, 74.37, []],
  ['Shirpur', 'Maharashtra', 21.35, 74.88, []],
  ['Daund', 'Maharashtra', 18.46, 74.58, ['Dhond']],
  ['Indapur', 'Maharashtra', 18.12, 75.02, []],
  ['Phaltan', 'Maharashtra', 17.99, 74.43, []],
  ['Miraj', 'Maharashtra', 16.83, 74.65, []],
  ['Jaysingpur', 'Maharashtra', 16.78, 74.56, ['Jaisingpur']],
  ['Hinganghat', 'Maharashtra', 20.55, 78.84, []],
  ['Ballarpur', 'Maharashtra', 19.85, 79.35, ['Ballarshah']],
  ['Butibori', 'Maharashtra', 20.93, 78.95, ['Butibori MIDC']],
  ['Khamgaon', 'Maharashtra', 20.71, 76.57, []],
  ['Achalpur', 'Maharashtra', 21.26, 77.51, ['Paratwada']],
  ['Manmad', 'Maharashtra', 20.25, 74.44, []],
  ['Yeola', 'Maharashtra', 20.04, 74.49, ['Yevla']],
  ['Chalisgaon', 'Maharashtra', 20.46, 75.01, []],
  ['Bhusawal', 'Maharashtra', 21.05, 75.78, ['Bhusaval']],
  ['Amalner', 'Maharashtra', 21.04, 75.06, []],
  ['Shahada', 'Maharashtra', 21.55, 74.47, []],
  ['Dombivli', 'Maharashtra', 19.22, 73.09, ['Dombivali']],
  ['Ulhasnagar', 'Maharashtra', 19.22, 73.16, []],
  ['Dahanu', 'Maharashtra', 19.97, 72.73, []],
  ['Mahad', 'Maharashtra', 18.08, 73.42, ['Mahad MIDC']],
  ['Roha', 'Maharashtra', 18.44, 73.12, []],
  ['Chiplun', 'Maharashtra', 17.53, 73.52, []],
  ['Kudal', 'Maharashtra', 16.01, 73.68, []],
  ['Tumsar', 'Maharashtra', 21.38, 79.74, []],
  ['Pusad', 'Maharashtra', 19.91, 77.57, []],
  ['Lonavala', 'Maharashtra', 18.7528, 73.4058, ['Lonavla', 'Lonawala', 'Lonawla', 'Lonavale']],
  ['Badlapur', 'Maharashtra', 19.1552, 73.2655, ['Kulgaon Badlapur', 'Badalapur', 'Badlapur MIDC']],
  ['Shirwal', 'Maharashtra', 18.1506, 73.9779, ['Shirval', 'Shirwal MIDC']],
  // Gujarat
  ['Amreli', 'Gujarat', 21.6, 71.22, []],
  ['Botad', 'Gujarat', 22.17, 71.67, []],
  ['Dahod', 'Gujarat', 22.83, 74.25, ['Dohad']],
  ['Modasa', 'Gujarat', 23.46, 73.3, []],
  ['Lunawada', 'Gujarat', 23.13, 73.61, []],
  ['Nadiad', 'Gujarat', 22.69, 72.86, []],
  ['Khambhat', 'Gujarat', 22.31, 72.62, ['Cambay']],
  ['Dholka', 'Gujarat', 22.72, 72.44, []],
  ['Viramgam', 'Gujarat', 23.12, 72.04, []],
  ['Kadi', 'Gujarat', 23.3, 72.33, []],
  ['Kalol', 'Gujarat', 23.25, 72.5, []],
  ['Visnagar', 'Gujarat', 23.7, 72.54, []],
  ['Sidhpur', 'Gujarat', 23.92, 72.37, ['Siddhpur']],
  ['Radhanpur', 'Gujarat', 23.83, 71.6, []],
  ['Tharad', 'Gujarat', 24.4, 71.63, []],
  ['Khambhalia', 'Gujarat', 22.2, 69.65, ['Jam Khambhalia']],
  ['Okha', 'Gujarat', 22.47, 69.07, ['Okha Port']],
  ['Vadinar', 'Gujarat', 22.4, 69.72, []],
  ['Bhachau', 'Gujarat', 23.3, 70.34, []],
  ['Anjar', 'Gujarat', 23.11, 70.03, []],
  ['Navlakhi', 'Gujarat', 22.97, 70.45, ['Navlakhi Port']],
  ['Rajula', 'Gujarat', 21.04, 71.44, []],
  ['Savarkundla', 'Gujarat', 21.34, 71.3, ['Savar Kundla']],
  ['Keshod', 'Gujarat', 21.3, 70.25, []],
  ['Dhoraji', 'Gujarat', 21.73, 70.45, []],
  ['Upleta', 'Gujarat', 21.74, 70.28, []],
  ['Jasdan', 'Gujarat', 22.04, 71.2, []],
  ['Dhrangadhra', 'Gujarat', 22.99, 71.47, ['Dhrangdhra']],
  ['Limbdi', 'Gujarat', 22.57, 71.8, []],
  ['Thangadh', 'Gujarat', 22.57, 71.19, ['Thangad']],
  ['Halvad', 'Gujarat', 23.02, 71.18, []],
  ['Bardoli', 'Gujarat', 21.12, 73.11, []],
  ['Vyara', 'Gujarat', 21.11, 73.39, []],
  ['Rajpipla', 'Gujarat', 21.87, 73.5, []],
  ['Umbergaon', 'Gujarat', 20.2, 72.75, ['Umargam']],
  ['Bilimora', 'Gujarat', 20.77, 72.96, []],
  ['Kosamba', 'Gujarat', 21.46, 72.96, []],
  ['Karjan', 'Gujarat', 22.05, 73.12, []],
  ['Padra', 'Gujarat', 22.24, 73.08, []],
  ['Savli', 'Gujarat', 22.57, 73.22, []],
  ['Petlad', 'Gujarat', 22.48, 72.8, []],
  ['Borsad', 'Gujarat', 22.41, 72.9, []],
  ['Kheda', 'Gujarat', 22.75, 72.68, []],
  ['Kapadvanj', 'Gujarat', 23.02, 73.07, []],
  ['Dholera', 'Gujarat', 22.25, 72.19, []],
  ['Alang', 'Gujarat', 21.4, 72.2, []],
  ['Bavla', 'Gujarat', 22.83, 72.37, ['Bavala']],
  // Rajasthan
  ['Sanchore', 'Rajasthan', 24.75, 71.77, ['Sanchor']],
  ['Sirohi', 'Rajasthan', 24.89, 72.86, []],
  ['Abu Road', 'Rajasthan', 24.48, 72.78, ['Aburoad']],
  ['Churu', 'Rajasthan', 28.3, 74.95, []],
  ['Sujangarh', 'Rajasthan', 27.7, 74.47, []],
  ['Ratangarh', 'Rajasthan', 28.08, 74.62, []],
  ['Sardarshahar', 'Rajasthan', 28.44, 74.49, ['Sardarshahr']],
  ['Dausa', 'Rajasthan', 26.89, 76.34, []],
  ['Tonk', 'Rajasthan', 26.17, 75.79, []],
  ['Sawai Madhopur', 'Rajasthan', 26.02, 76.35, ['Swai Madhopur']],
  ['Karauli', 'Rajasthan', 26.5, 77.02, []],
  ['Hindaun', 'Rajasthan', 26.73, 77.03, ['Hindaun City']],
  ['Bundi', 'Rajasthan', 25.44, 75.64, []],
  ['Baran', 'Rajasthan', 25.1, 76.51, []],
  ['Jhalawar', 'Rajasthan', 24.6, 76.16, []],
  ['Ramganj Mandi', 'Rajasthan', 24.64, 75.94, ['Ramganjmandi']],
  ['Bhawani Mandi', 'Rajasthan', 24.42, 75.84, ['Bhawanimandi']],
  ['Lakheri', 'Rajasthan', 25.67, 76.17, []],
  ['Banswara', 'Rajasthan', 23.55, 74.44, ['Banswada']],
  ['Dungarpur', 'Rajasthan', 23.84, 73.71, []],
  ['Behror', 'Rajasthan', 27.89, 76.29, []],
  ['Phalodi', 'Rajasthan', 27.13, 72.36, []],
  ['Merta', 'Rajasthan', 26.65, 74.03, ['Merta City']],
  ['Kuchaman', 'Rajasthan', 27.15, 74.86, ['Kuchaman City']],
  ['Didwana', 'Rajasthan', 27.4, 74.57, []],
  ['Nokha', 'Rajasthan', 27.56, 73.47, []],
  ['Sojat', 'Rajasthan', 25.92, 73.67, ['Sojat City']],
  ['Nathdwara', 'Rajasthan', 24.93, 73.82, []],
  ['Gulabpura', 'Rajasthan', 25.9, 74.66, []],
  ['Chomu', 'Rajasthan', 27.17, 75.72, []],
  ['Khairthal', 'Rajasthan', 27.8, 76.64, []],
  ['Suratgarh', 'Rajasthan', 29.32, 73.9, []],
  ['Nohar', 'Rajasthan', 29.18, 74.77, []],
  ['Sumerpur', 'Rajasthan', 25.1543, 73.0816, []],
  // Madhya Pradesh
  ['Bhind', 'Madhya Pradesh', 26.56, 78.79, []],
  ['Morena', 'Madhya Pradesh', 26.5, 78, []],
  ['Datia', 'Madhya Pradesh', 25.67, 78.46, []],
  ['Shivpuri', 'Madhya Pradesh', 25.42, 77.66, []],
  ['Ashoknagar', 'Madhya Pradesh', 24.58, 77.73, ['Ashok Nagar']],
  ['Tikamgarh', 'Madhya Pradesh', 24.74, 78.83, []],
  ['Chhatarpur', 'Madhya Pradesh', 24.92, 79.58, []],
  ['Panna', 'Madhya Pradesh', 24.72, 80.19, []],
  ['Damoh', 'Madhya Pradesh', 23.83, 79.44, []],
  ['Narsinghpur', 'Madhya Pradesh', 22.95, 79.19, []],
  ['Seoni', 'Madhya Pradesh', 22.09, 79.54, []],
  ['Balaghat', 'Madhya Pradesh', 21.8, 80.18, []],
  ['Mandla', 'Madhya Pradesh', 22.6, 80.37, []],
  ['Dindori', 'Madhya Pradesh', 22.94, 81.08, []],
  ['Shahdol', 'Madhya Pradesh', 23.3, 81.36, []],
  ['Umaria', 'Madhya Pradesh', 23.52, 80.84, []],
  ['Anuppur', 'Madhya Pradesh', 23.1, 81.69, []],
  ['Sidhi', 'Madhya Pradesh', 24.4, 81.88, []],
  ['Betul', 'Madhya Pradesh', 21.9, 77.9, []],
  ['Harda', 'Madhya Pradesh', 22.34, 77.09, []],
  ['Raisen', 'Madhya Pradesh', 23.33, 77.79, []],
  ['Sehore', 'Madhya Pradesh', 23.2, 77.08, []],
  ['Shajapur', 'Madhya Pradesh', 23.43, 76.27, []],
  ['Dhar', 'Madhya Pradesh', 22.6, 75.3, []],
  ['Jhabua', 'Madhya Pradesh', 22.77, 74.59, []],
  ['Alirajpur', 'Madhya Pradesh', 22.31, 74.36, []],
  ['Barwani', 'Madhya Pradesh', 22.03, 74.9, ['Badwani']],
  ['Khargone', 'Madhya Pradesh', 21.82, 75.61, []],
  ['Itarsi', 'Madhya Pradesh', 22.61, 77.76, []],
  ['Nagda', 'Madhya Pradesh', 23.46, 75.42, []],
  ['Sendhwa', 'Madhya Pradesh', 21.68, 75.1, []],
  ['Mhow', 'Madhya Pradesh', 22.55, 75.76, ['Dr Ambedkar Nagar']],
  ['Ganjbasoda', 'Madhya Pradesh', 23.85, 77.93, ['Basoda']],
  ['Sheopur', 'Madhya Pradesh', 25.67, 76.7, []],
  ['Malanpur', 'Madhya Pradesh', 26.3572, 78.287, ['Malanpur Industrial Area', 'Malanpur Ghirongi']],
  // Chhattisgarh
  ['Mahasamund', 'Chhattisgarh', 21.11, 82.1, []],
  ['Kawardha', 'Chhattisgarh', 22.01, 81.23, ['Kabirdham']],
  ['Bemetara', 'Chhattisgarh', 21.71, 81.53, []],
  ['Balod', 'Chhattisgarh', 20.73, 81.2, []],
  ['Kanker', 'Chhattisgarh', 20.27, 81.49, []],
  ['Kondagaon', 'Chhattisgarh', 19.59, 81.66, []],
  ['Dantewada', 'Chhattisgarh', 18.9, 81.35, []],
  ['Kirandul', 'Chhattisgarh', 18.63, 81.25, []],
  ['Ambikapur', 'Chhattisgarh', 23.12, 83.2, []],
  ['Jashpur', 'Chhattisgarh', 22.89, 84.14, ['Jashpur Nagar']],
  ['Janjgir', 'Chhattisgarh', 22.01, 82.58, []],
  ['Champa', 'Chhattisgarh', 22.04, 82.65, []],
  ['Mungeli', 'Chhattisgarh', 22.07, 81.69, []],
  ['Baloda Bazar', 'Chhattisgarh', 21.66, 82.16, ['Balodabazar']],
  ['Akaltara', 'Chhattisgarh', 22.02, 82.43, []],
  ['Bhatapara', 'Chhattisgarh', 21.74, 81.95, []],
  ['Kharsia', 'Chhattisgarh', 21.9895, 83.1048, ['Kharsiya', 'Kharasia']],
  ['Manendragarh', 'Chhattisgarh', 23.2134, 82.2023, ['Manendragadh', 'Manendergarh']],
  // Jharkhand
  ['Deoghar', 'Jharkhand', 24.48, 86.7, []],
  ['Dumka', 'Jharkhand', 24.27, 87.25, []],
  ['Giridih', 'Jharkhand', 24.19, 86.3, []],
  ['Koderma', 'Jharkhand', 24.47, 85.59, ['Jhumri Telaiya']],
  ['Chatra', 'Jharkhand', 24.21, 84.87, []],
  ['Daltonganj', 'Jharkhand', 24.04, 84.07, ['Medininagar']],
  ['Garhwa', 'Jharkhand', 24.16, 83.81, []],
  ['Latehar', 'Jharkhand', 23.74, 84.5, []],
  ['Lohardaga', 'Jharkhand', 23.43, 84.68, []],
  ['Gumla', 'Jharkhand', 23.04, 84.54, []],
  ['Simdega', 'Jharkhand', 22.62, 84.52, []],
  ['Khunti', 'Jharkhand', 23.07, 85.28, []],
  ['Chaibasa', 'Jharkhand', 22.55, 85.81, []],
  ['Ramgarh', 'Jharkhand', 23.63, 85.52, ['Ramgarh Cantt']],
  ['Godda', 'Jharkhand', 24.83, 87.21, []],
  ['Sahibganj', 'Jharkhand', 25.24, 87.64, ['Sahebganj', 'साहेबगंज']],
  ['Jamtara', 'Jharkhand', 23.96, 86.8, []],
  ['Jharia', 'Jharkhand', 23.75, 86.42, []],
  // Bihar
  ['Arrah', 'Bihar', 25.56, 84.66, ['Ara']],
  ['Buxar', 'Bihar', 25.56, 83.98, ['Baxar']],
  ['Sasaram', 'Bihar', 24.95, 84.03, []],
  ['Bhabua', 'Bihar', 25.04, 83.61, []],
  ['Jehanabad', 'Bihar', 25.21, 84.99, []],
  ['Nawada', 'Bihar', 24.89, 85.54, []],
  ['Bihar Sharif', 'Bihar', 25.2, 85.52, ['Biharsharif']],
  ['Lakhisarai', 'Bihar', 25.17, 86.09, []],
  ['Munger', 'Bihar', 25.38, 86.47, ['Monghyr']],
  ['Jamui', 'Bihar', 24.92, 86.22, []],
  ['Banka', 'Bihar', 24.89, 86.92, []],
  ['Khagaria', 'Bihar', 25.5, 86.48, []],
  ['Saharsa', 'Bihar', 25.88, 86.6, []],
  ['Madhepura', 'Bihar', 25.92, 86.79, []],
  ['Supaul', 'Bihar', 26.12, 86.6, []],
  ['Araria', 'Bihar', 26.15, 87.47, []],
  ['Katihar', 'Bihar', 25.54, 87.57, []],
  ['Madhubani', 'Bihar', 26.35, 86.07, []],
  ['Sitamarhi', 'Bihar', 26.59, 85.49, []],
  ['Motihari', 'Bihar', 26.65, 84.92, []],
  ['Bettiah', 'Bihar', 26.8, 84.5, ['Betiya']],
  ['Gopalganj', 'Bihar', 26.47, 84.44, []],
  ['Siwan', 'Bihar', 26.22, 84.36, []],
  ['Chhapra', 'Bihar', 25.78, 84.73, ['Chapra']],
  ['Samastipur', 'Bihar', 25.86, 85.78, []],
  ['Dehri', 'Bihar', 24.91, 84.18, ['Dehri on Sone']],
  ['Forbesganj', 'Bihar', 26.3, 87.26, ['Farbisganj']],
  // Uttar Pradesh
  ['Mau', 'Uttar Pradesh', 25.94, 83.56, ['Mau Nath Bhanjan']],
  ['Azamgarh', 'Uttar Pradesh', 26.07, 83.18, []],
  ['Ballia', 'Uttar Pradesh', 25.76, 84.15, []],
  ['Jaunpur', 'Uttar Pradesh', 25.75, 82.69, []],
  ['Chandauli', 'Uttar Pradesh', 25.27, 83.27, []],
  ['Robertsganj', 'Uttar Pradesh', 24.69, 83.07, ['Sonbhadra']],
  ['Renukoot', 'Uttar Pradesh', 24.21, 83.04, []],
  ['Sultanpur', 'Uttar Pradesh', 26.26, 82.07, []],
  ['Rae Bareli', 'Uttar Pradesh', 26.23, 81.24, ['Raebareli']],
  ['Fatehpur', 'Uttar Pradesh', 25.93, 80.81, []],
  ['Banda', 'Uttar Pradesh', 25.48, 80.33, []],
  ['Mahoba', 'Uttar Pradesh', 25.29, 79.87, []],
  ['Lalitpur', 'Uttar Pradesh', 24.69, 78.41, []],
  ['Orai', 'Uttar Pradesh', 25.99, 79.45, []],
  ['Auraiya', 'Uttar Pradesh', 26.47, 79.51, []],
  ['Mainpuri', 'Uttar Pradesh', 27.23, 79.02, []],
  ['Shikohabad', 'Uttar Pradesh', 27.11, 78.59, []],
  ['Etah', 'Uttar Pradesh', 27.56, 78.66, []],
  ['Kasganj', 'Uttar Pradesh', 27.81, 78.65, []],
  ['Budaun', 'Uttar Pradesh', 28.04, 79.12, ['Badaun']],
  ['Pilibhit', 'Uttar Pradesh', 28.63, 79.8, []],
  ['Lakhimpur', 'Uttar Pradesh', 27.95, 80.78, ['Lakhimpur Kheri']],
  ['Hardoi', 'Uttar Pradesh', 27.4, 80.13, []],
  ['Farrukhabad', 'Uttar Pradesh', 27.39, 79.58, []],
  ['Rampur', 'Uttar Pradesh', 28.8, 79.03, []],
  ['Bijnor', 'Uttar Pradesh', 29.37, 78.14, []],
  ['Amroha', 'Uttar Pradesh', 28.9, 78.47, []],
  ['Sambhal', 'Uttar Pradesh', 28.58, 78.57, []],
  ['Shamli', 'Uttar Pradesh', 29.45, 77.31, []],
  ['Baghpat', 'Uttar Pradesh', 28.94, 77.22, ['Bagpat']],
  ['Bahraich', 'Uttar Pradesh', 27.57, 81.6, []],
  ['Balrampur', 'Uttar Pradesh', 27.43, 82.18, []],
  ['Gonda', 'Uttar Pradesh', 27.13, 81.96, []],
  ['Basti', 'Uttar Pradesh', 26.8, 82.73, []],
  ['Khalilabad', 'Uttar Pradesh', 26.77, 83.07, []],
  ['Maharajganj', 'Uttar Pradesh', 27.14, 83.56, ['Mahrajganj']],
  ['Deoria', 'Uttar Pradesh', 26.5, 83.78, []],
  ['Padrauna', 'Uttar Pradesh', 26.9, 83.98, ['Kushinagar']],
  // (without "Gazipur", the spelling of Delhi's Ghazipur market: "Gazipur phool mandi")
  ['Ghazipur', 'Uttar Pradesh', 25.5833, 83.5853, ['Ghazeepur', 'Ghajipur']],
  [
    'Mughalsarai',
    'Uttar Pradesh',
    25.2831,
    83.1197,
    ['Mughal Sarai', 'Mugalsarai', 'Mughalsari', 'Moghalsarai', 'DDU', 'DDU Nagar', 'Deen Dayal Upadhyaya Nagar', 'Deen Dayal Upadhyay Nagar', 'दीनदयाल उपाध्याय नगर'],
  ],
  ['Modinagar', 'Uttar Pradesh', 28.8306, 77.573, ['Modi Nagar', 'Modinager']],
  ['Loni', 'Uttar Pradesh', 28.7514, 77.2902, ['Loni Border', 'Loni Ghaziabad']],
  ['Sikandrabad', 'Uttar Pradesh', 28.4523, 77.7, ['Sikandarabad', 'Sikanderabad']],
  // West Bengal
  ['Bankura', 'West Bengal', 23.23, 87.07, []],
  ['Purulia', 'West Bengal', 23.33, 86.36, []],
  ['Midnapore', 'West Bengal', 22.42, 87.32, ['Medinipur', 'Midnapur']],
  ['Tamluk', 'West Bengal', 22.3, 87.92, []],
  ['Krishnanagar', 'West Bengal', 23.4, 88.5, ['Krishnagar']],
  ['Barasat', 'West Bengal', 22.72, 88.48, []],
  ['Baharampur', 'West Bengal', 24.1, 88.25, ['Berhampore']],
  ['Raiganj', 'West Bengal', 25.62, 88.12, []],
  ['Balurghat', 'West Bengal', 25.22, 88.77, []],
  ['Alipurduar', 'West Bengal', 26.48, 89.53, []],
  ['Suri', 'West Bengal', 23.91, 87.53, []],
  ['Bolpur', 'West Bengal', 23.67, 87.72, []],
  ['Raniganj', 'West Bengal', 23.62, 87.13, []],
  ['Kalyani', 'West Bengal', 22.97, 88.43, []],
  ['Chinsurah', 'West Bengal', 22.9, 88.39, ['Hooghly', 'Hugli']],
  ['Serampore', 'West Bengal', 22.75, 88.34, ['Srerampur']],
  ['Kolaghat', 'West Bengal', 22.43, 87.87, []],
  ['Panagarh', 'West Bengal', 23.45, 87.43, []],
  ['Jhargram', 'West Bengal', 22.45, 86.99, []],
  ['Bongaon', 'West Bengal', 23.05, 88.82, ['Bangaon']],
  ['Jaigaon', 'West Bengal', 26.85, 89.38, []],
  ['Barrackpore', 'West Bengal', 22.766, 88.3634, ['Barrackpur', 'Barackpore', 'Barrakpur', 'Barakpur']],
  ['Contai', 'West Bengal', 21.7799, 87.7489, ['Kanthi']],
  // Odisha
  ['Puri', 'Odisha', 19.81, 85.83, []],
  ['Khurda', 'Odisha', 20.18, 85.62, ['Khordha', 'Khurda Road']],
  ['Nayagarh', 'Odisha', 20.13, 85.1, []],
  ['Paralakhemundi', 'Odisha', 18.78, 84.09, ['Gajapati']],
  ['Rayagada', 'Odisha', 19.17, 83.42, []],
  ['Koraput', 'Odisha', 18.81, 82.71, []],
  ['Jeypore', 'Odisha', 18.86, 82.57, []],
  ['Nabarangpur', 'Odisha', 19.23, 82.55, ['Nowrangpur']],
  ['Malkangiri', 'Odisha', 18.35, 81.89, []],
  ['Bhawanipatna', 'Odisha', 19.91, 83.17, ['Kalahandi']],
  ['Balangir', 'Odisha', 20.71, 83.48, ['Bolangir']],
  ['Phulbani', 'Odisha', 20.47, 84.23, ['Kandhamal']],
  ['Kendrapara', 'Odisha', 20.5, 86.42, []],
  ['Jagatsinghpur', 'Odisha', 20.26, 86.17, []],
  ['Bhadrak', 'Odisha', 21.06, 86.5, []],
  ['Baripada', 'Odisha', 21.94, 86.72, ['Mayurbhanj']],
  ['Sundargarh', 'Odisha', 22.12, 84.03, []],
  ['Rajgangpur', 'Odisha', 22.19, 84.58, []],
  ['Gopalpur', 'Odisha', 19.27, 84.91, ['Gopalpur Port']],
  ['Dhamra', 'Odisha', 20.79, 86.97, ['Dhamra Port']],
  ['Titlagarh', 'Odisha', 20.29, 83.15, []],
  ['Kesinga', 'Odisha', 20.1878, 83.2195, ['Keshinga']],
  // Andhra Pradesh
  ['Madanapalle', 'Andhra Pradesh', 13.55, 78.5, ['Madanapalli']],
  ['Chittoor', 'Andhra Pradesh', 13.22, 79.1, []],
  ['Hindupur', 'Andhra Pradesh', 13.83, 77.49, []],
  ['Proddatur', 'Andhra Pradesh', 14.75, 78.55, ['Proddutur']],
  ['Nandyal', 'Andhra Pradesh', 15.48, 78.48, []],
  ['Machilipatnam', 'Andhra Pradesh', 16.17, 81.13, ['Masulipatnam']],
  ['Gudivada', 'Andhra Pradesh', 16.43, 80.99, []],
  ['Bhimavaram', 'Andhra Pradesh', 16.54, 81.52, []],
  ['Tanuku', 'Andhra Pradesh', 16.75, 81.68, []],
  ['Tadepalligudem', 'Andhra Pradesh', 16.81, 81.53, ['Tadepalligudam']],
  ['Amalapuram', 'Andhra Pradesh', 16.58, 82.01, []],
  ['Tenali', 'Andhra Pradesh', 16.24, 80.64, []],
  ['Narasaraopet', 'Andhra Pradesh', 16.23, 80.05, []],
  ['Chilakaluripet', 'Andhra Pradesh', 16.09, 80.17, []],
  ['Bapatla', 'Andhra Pradesh', 15.9, 80.47, []],
  ['Chirala', 'Andhra Pradesh', 15.82, 80.35, []],
  ['Kavali', 'Andhra Pradesh', 14.91, 79.99, []],
  ['Gudur', 'Andhra Pradesh', 14.15, 79.85, []],
  ['Vizianagaram', 'Andhra Pradesh', 18.11, 83.4, ['Vizianagram', 'Vijayanagaram']],
  ['Anakapalli', 'Andhra Pradesh', 17.69, 83, ['Anakapalle']],
  ['Tadipatri', 'Andhra Pradesh', 14.91, 78.01, []],
  ['Guntakal', 'Andhra Pradesh', 15.17, 77.37, []],
  ['Jaggayyapeta', 'Andhra Pradesh', 16.89, 80.1, ['Jaggayapeta']],
  ['Srikalahasti', 'Andhra Pradesh', 13.75, 79.7, ['Kalahasti']],
  ['Naidupeta', 'Andhra Pradesh', 13.91, 79.9, ['Naidupet']],
  ['Tada', 'Andhra Pradesh', 13.5886, 80.0337, []],
  // Telangana
  ['Mahbubnagar', 'Telangana', 16.74, 78, ['Mahabubnagar', 'Palamuru']],
  ['Siddipet', 'Telangana', 18.1, 78.85, []],
  ['Medak', 'Telangana', 18.05, 78.26, []],
  ['Sangareddy', 'Telangana', 17.62, 78.09, []],
  ['Zaheerabad', 'Telangana', 17.68, 77.61, ['Zahirabad']],
  ['Kamareddy', 'Telangana', 18.32, 78.34, []],
  ['Jagtial', 'Telangana', 18.79, 78.91, ['Jagityal']],
  ['Mancherial', 'Telangana', 18.87, 79.46, []],
  ['Peddapalli', 'Telangana', 18.61, 79.37, []],
  ['Nirmal', 'Telangana', 19.1, 78.34, []],
  ['Suryapet', 'Telangana', 17.14, 79.62, []],
  ['Miryalaguda', 'Telangana', 16.87, 79.56, ['Miryalguda']],
  ['Kothagudem', 'Telangana', 17.55, 80.62, ['Bhadradri Kothagudem']],
  ['Bhadrachalam', 'Telangana', 17.67, 80.89, []],
  ['Mahabubabad', 'Telangana', 17.6, 80, []],
  ['Jangaon', 'Telangana', 17.72, 79.15, ['Jangoan']],
  ['Wanaparthy', 'Telangana', 16.36, 78.06, []],
  ['Gadwal', 'Telangana', 16.23, 77.8, ['Jogulamba Gadwal']],
  ['Nagarkurnool', 'Telangana', 16.48, 78.31, []],
  ['Vikarabad', 'Telangana', 17.34, 77.9, []],
  ['Bhongir', 'Telangana', 17.51, 78.89, ['Bhuvanagiri']],
  ['Shadnagar', 'Telangana', 17.07, 78.2, []],
  ['Sircilla', 'Telangana', 18.39, 78.81, ['Siricilla']],
  ['Kagaznagar', 'Telangana', 19.33, 79.47, ['Sirpur Kagaznagar']],
  ['Armoor', 'Telangana', 18.79, 78.29, ['Armur']],
  ['Tandur', 'Telangana', 17.25, 77.59, []],
  ['Patancheru', 'Telangana', 17.5333, 78.2645, ['Patancheruvu', 'Patancheruv', 'Patanchervu']],
  ['Shamshabad', 'Telangana', 17.2519, 78.4184, []],
  ['Jadcherla', 'Telangana', 16.7738, 78.1367, ['Jadcharla', 'Jedcherla']],
  // Karnataka
  ['Mandya', 'Karnataka', 12.52, 76.9, []],
  ['Chikkamagaluru', 'Karnataka', 13.32, 75.77, ['Chikmagalur']],
  ['Chitradurga', 'Karnataka', 14.23, 76.4, []],
  ['Koppal', 'Karnataka', 15.35, 76.15, []],
  ['Bagalkot', 'Karnataka', 16.18, 75.7, ['Bagalkote']],
  ['Yadgir', 'Karnataka', 16.77, 77.14, ['Yadagiri']],
  ['Haveri', 'Karnataka', 14.79, 75.4, []],
  ['Karwar', 'Karnataka', 14.81, 74.13, ['Karwar Port']],
  ['Chamarajanagar', 'Karnataka', 11.92, 76.94, ['Chamrajnagar']],
  ['Ramanagara', 'Karnataka', 12.72, 77.28, ['Ramanagaram']],
  ['Chikkaballapur', 'Karnataka', 13.43, 77.73, ['Chikballapur']],
  ['Madikeri', 'Karnataka', 12.42, 75.74, ['Mercara']],
  ['Sirsi', 'Karnataka', 14.62, 74.84, []],
  ['Bhadravati', 'Karnataka', 13.84, 75.7, ['Bhadravathi']],
  ['Gokak', 'Karnataka', 16.17, 74.83, []],
  ['Nipani', 'Karnataka', 16.4, 74.38, []],
  ['Athani', 'Karnataka', 16.73, 75.07, []],
  ['Jamkhandi', 'Karnataka', 16.5, 75.29, []],
  ['Ranebennur', 'Karnataka', 14.62, 75.62, ['Ranibennur']],
  ['Sindhanur', 'Karnataka', 15.77, 76.76, ['Sindhnur']],
  ['Gangavathi', 'Karnataka', 15.43, 76.53, ['Gangavati']],
  ['Harihar', 'Karnataka', 14.51, 75.8, []],
  ['Tiptur', 'Karnataka', 13.26, 76.48, []],
  ['Channapatna', 'Karnataka', 12.65, 77.21, []],
  ['Doddaballapur', 'Karnataka', 13.29, 77.54, ['Doddaballapura']],
  ['Malur', 'Karnataka', 13, 77.94, []],
  ['Sandur', 'Karnataka', 15.09, 76.55, []],
  ['Sedam', 'Karnataka', 17.18, 77.28, []],
  ['Byadgi', 'Karnataka', 14.67, 75.49, ['Byadagi']],
  ['Attibele', 'Karnataka', 12.7781, 77.7726, ['Attibelle', 'Athibele']],
  ['Dobbaspet', 'Karnataka', 13.2276, 77.2431, ['Dobaspet', 'Dabaspet', 'Dobbspet', 'Dabaspete']],
  // Tamil Nadu
  ['Ariyalur', 'Tamil Nadu', 11.14, 79.08, []],
  ['Perambalur', 'Tamil Nadu', 11.23, 78.88, []],
  ['Pudukkottai', 'Tamil Nadu', 10.38, 78.82, ['Pudukottai']],
  ['Ramanathapuram', 'Tamil Nadu', 9.37, 78.83, ['Ramnad']],
  ['Sivaganga', 'Tamil Nadu', 9.85, 78.48, ['Sivagangai']],
  ['Tiruvarur', 'Tamil Nadu', 10.77, 79.64, ['Thiruvarur']],
  ['Mayiladuthurai', 'Tamil Nadu', 11.1, 79.65, ['Mayavaram']],
  ['Villupuram', 'Tamil Nadu', 11.94, 79.49, ['Viluppuram']],
  ['Kallakurichi', 'Tamil Nadu', 11.74, 78.96, []],
  ['Tiruvannamalai', 'Tamil Nadu', 12.23, 79.07, ['Thiruvannamalai']],
  ['Tirupattur', 'Tamil Nadu', 12.5, 78.57, ['Tirupathur']],
  ['Dharmapuri', 'Tamil Nadu', 12.13, 78.16, []],
  ['Tiruvallur', 'Tamil Nadu', 13.14, 79.91, ['Thiruvallur']],
  ['Chengalpattu', 'Tamil Nadu', 12.69, 79.98, ['Chengalpet']],
  ['Ooty', 'Tamil Nadu', 11.41, 76.7, ['Udhagamandalam', 'Udagamandalam']],
  ['Tenkasi', 'Tamil Nadu', 8.96, 77.3, []],
  ['Kumbakonam', 'Tamil Nadu', 10.96, 79.38, []],
  ['Mettupalayam', 'Tamil Nadu', 11.3, 76.94, []],
  ['Gobichettipalayam', 'Tamil Nadu', 11.45, 77.44, ['Gobi']],
  ['Bhavani', 'Tamil Nadu', 11.45, 77.68, []],
  ['Sankagiri', 'Tamil Nadu', 11.47, 77.87, ['Sankari']],
  ['Attur', 'Tamil Nadu', 11.6, 78.6, []],
  ['Ambur', 'Tamil Nadu', 12.79, 78.72, []],
  ['Vaniyambadi', 'Tamil Nadu', 12.69, 78.62, []],
  ['Kovilpatti', 'Tamil Nadu', 9.17, 77.87, []],
  ['Palani', 'Tamil Nadu', 10.45, 77.52, ['Pazhani']],
  ['Oddanchatram', 'Tamil Nadu', 10.49, 77.75, ['Ottanchatram']],
  ['Tiruchengode', 'Tamil Nadu', 11.38, 77.89, ['Thiruchengode']],
  ['Udumalaipettai', 'Tamil Nadu', 10.58, 77.25, ['Udumalpet', 'Udumalai']],
  ['Arakkonam', 'Tamil Nadu', 13.08, 79.67, ['Arakonam']],
  ['Mettur', 'Tamil Nadu', 11.79, 77.8, []],
  ['Neyveli', 'Tamil Nadu', 11.54, 79.48, []],
  ['Kattupalli', 'Tamil Nadu', 13.3, 80.33, ['Kattupalli Port']],
  // Kerala
  ['Kasaragod', 'Kerala', 12.5, 75, ['Kasargod']],
  ['Kalpetta', 'Kerala', 11.61, 76.08, ['Wayanad']],
  ['Pathanamthitta', 'Kerala', 9.26, 76.78, []],
  ['Thodupuzha', 'Kerala', 9.9, 76.72, []],
  ['Muvattupuzha', 'Kerala', 9.98, 76.58, ['Moovattupuzha']],
  ['Angamaly', 'Kerala', 10.19, 76.39, ['Angamali']],
  ['Aluva', 'Kerala', 10.11, 76.35, ['Alwaye']],
  ['Kayamkulam', 'Kerala', 9.17, 76.5, []],
  ['Tirur', 'Kerala', 10.91, 75.92, []],
  ['Vadakara', 'Kerala', 11.6, 75.59, ['Badagara']],
  ['Thalassery', 'Kerala', 11.75, 75.49, ['Tellicherry']],
  // Punjab
  ['Fazilka', 'Punjab', 30.4, 74.03, []],
  ['Muktsar', 'Punjab', 30.47, 74.52, ['Sri Muktsar Sahib']],
  ['Faridkot', 'Punjab', 30.67, 74.76, []],
  ['Mansa', 'Punjab', 29.99, 75.39, []],
  ['Gurdaspur', 'Punjab', 32.04, 75.41, []],
  ['Batala', 'Punjab', 31.82, 75.2, []],
  ['Tarn Taran', 'Punjab', 31.45, 74.93, ['Tarntaran']],
  ['Nawanshahr', 'Punjab', 31.12, 76.12, ['Shaheed Bhagat Singh Nagar']],
  ['Ropar', 'Punjab', 30.97, 76.53, ['Rupnagar']],
  ['Fatehgarh Sahib', 'Punjab', 30.65, 76.39, ['Sirhind']],
  ['Malerkotla', 'Punjab', 30.53, 75.88, []],
  ['Sunam', 'Punjab', 30.13, 75.8, []],
  ['Dera Bassi', 'Punjab', 30.59, 76.84, ['Derabassi']],
  ['Jagraon', 'Punjab', 30.79, 75.47, []],
  ['Malout', 'Punjab', 30.19, 74.5, []],
  ['Kotkapura', 'Punjab', 30.58, 74.83, []],
  ['Dhuri', 'Punjab', 30.37, 75.86, []],
  ['Nabha', 'Punjab', 30.37, 76.15, []],
  // Haryana
  ['Narnaul', 'Haryana', 28.05, 76.11, ['Mahendragarh']],
  ['Charkhi Dadri', 'Haryana', 28.59, 76.27, []],
  ['Fatehabad', 'Haryana', 29.52, 75.45, []],
  ['Nuh', 'Haryana', 28.1, 77, ['Mewat']],
  ['Tohana', 'Haryana', 29.71, 75.9, []],
  ['Narwana', 'Haryana', 29.6, 76.12, []],
  ['Gohana', 'Haryana', 29.14, 76.7, []],
  ['Sohna', 'Haryana', 28.25, 77.07, []],
  ['Hodal', 'Haryana', 27.89, 77.37, []],
  ['Garhi Harsaru', 'Haryana', 28.44, 76.93, ['ICD Garhi Harsaru']],
  ['Kosli', 'Haryana', 28.395, 76.475, []],
  // Assam
  ['Bongaigaon', 'Assam', 26.48, 90.56, []],
  ['Dhubri', 'Assam', 26.02, 89.98, ['Dhuburi']],
  ['Goalpara', 'Assam', 26.17, 90.62, []],
  ['Kokrajhar', 'Assam', 26.4, 90.27, []],
  ['Barpeta', 'Assam', 26.32, 91, []],
  ['Nalbari', 'Assam', 26.44, 91.44, []],
  ['Mangaldoi', 'Assam', 26.44, 92.03, ['Mangaldai']],
  ['Golaghat', 'Assam', 26.52, 93.96, []],
  ['Sivasagar', 'Assam', 26.98, 94.64, ['Sibsagar']],
  ['North Lakhimpur', 'Assam', 27.24, 94.1, []],
  ['Dhemaji', 'Assam', 27.48, 94.58, []],
  ['Hailakandi', 'Assam', 24.68, 92.56, []],
  ['Diphu', 'Assam', 25.84, 93.43, []],
  ['Morigaon', 'Assam', 26.25, 92.34, ['Marigaon']],
  ['Hojai', 'Assam', 26, 92.86, []],
  ['Digboi', 'Assam', 27.39, 95.62, []],
  ['Duliajan', 'Assam', 27.36, 95.32, []],
  ['Rangia', 'Assam', 26.45, 91.62, []],
  // Markets, estates and works that load posts name on their own
  ['Mayapuri', 'Delhi', 28.64, 77.12, []],
  ['Naroda', 'Gujarat', 23.07, 72.66, ['Naroda GIDC']],
  ['Mithapur', 'Gujarat', 22.41, 68.99, []],
  ['Uran', 'Maharashtra', 18.88, 72.94, []],
  ['Hinjewadi', 'Maharashtra', 18.59, 73.74, ['Hinjawadi']],
  ['Bhosari', 'Maharashtra', 18.62, 73.85, ['Bhosari MIDC']],
  ['Shendra', 'Maharashtra', 19.87, 75.45, ['Shendra MIDC']],
  ['Ghugus', 'Maharashtra', 19.94, 79.12, ['Ghugghus']],
  ['Sangola', 'Maharashtra', 17.44, 75.19, []],
  ['Dabwali', 'Haryana', 29.95, 74.73, ['Mandi Dabwali']],
  ['Sahnewal', 'Punjab', 30.85, 75.96, []],
  ['Kosi Kalan', 'Uttar Pradesh', 27.79, 77.44, ['Kosikalan']],
  ['Medchal', 'Telangana', 17.63, 78.48, []],
  ['Jigani', 'Karnataka', 12.78, 77.64, []],
  ['Bommasandra', 'Karnataka', 12.81, 77.69, []],
];

// Canonical names that are also everyday Hindi/English words or personal names (bina "without", guna "times", hansi
// "laughter", jalna "to burn"; Anand, Khanna, Hassan): in free text they only count as a city when capitalised (so
// their Indic names, in scripts without capitals, never do).
const AMBIGUOUS_NAMES = new Set([
  ...['gaya', 'sagar', 'anand', 'pali', 'kota', 'durg', 'leh', 'daman', 'vasco', 'bina', 'guna', 'hansi', 'jalna', 'khanna', 'hassan'],
  // District and market towns named like words: puri (the bread), banda ("fellow"), basti ("settlement"), sambhal ("take
  // care"), sidhi ("straight"), panna ("page"), dhar ("edge"), kadi ("link"), bundi (the sweet), bhandara
  // ("feast"), kudal ("hoe"), tandur ("oven"), dhuri ("axle"), bavla ("crazy"), sohna ("lovely"), mansa ("intent"),
  // nirmal ("clean"), champa (a flower), khunti ("peg"), chatra ("student"), kavali (Telugu "is needed"), and the short or
  // personal names; ara ("saw", Arrah's other spelling).
  ...['puri', 'mau', 'banda', 'basti', 'sambhal', 'sidhi', 'panna', 'dhar', 'kadi', 'bundi', 'bhandara', 'kudal', 'tandur', 'dhuri', 'bavla'],
  ...['sohna', 'mansa', 'nirmal', 'champa', 'khunti', 'chatra', 'nuh', 'banka', 'kalyani', 'bhavani', 'harihar', 'kavali', 'ara'],
  // Loni is Marathi "butter" (लोणी), Tada Kannada "late" (ತಡ, "tada aagutte") and the old anti-terror law (TADA), and
  // Kanthi, Contai's other name, a personal name in the south.
  ...['loni', 'tada', 'kanthi'],
  // Gobi, Gobichettipalayam as the Kongu belt says it, is also the cauliflower (gobi) loads carry.
  'gobi',
]);
// Cities whose Indic name is an everyday word although the English name is not: दहेज (Dahej) is "dowry", आरा (Arrah) "saw".
const INDIC_WORD_NAMES = new Set(['Dahej', 'Arrah']);

/**
 * The keys of spellings other than plain lower-case Latin, remembered (normalising is the costly part, and the parser
 * asks for the key of every capitalised or Indic word of a paste); a pure function of the text, so a bounded cache.
 */
const CITY_KEYS = new Map<string, string>();
const MAX_CITY_KEYS = 20_000;

/** Whether a text is only the letters a-z (/^[a-z]+$/), tested code unit by code unit: the parser asks it of every word. */
function isLowerLatin(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** The moon-dot (chandrabindu) of Devanagari and Gujarati and Gurmukhi's tippi, read as the dot (anusvara, bindi). */
const NASAL_DOT: Readonly<Record<string, string>> = { '\u0901': '\u0902', '\u0a81': '\u0a82', '\u0a70': '\u0a02' };

/**
 * Normalises a spelling to its lookup key: lower case, no accents, no spaces or punctuation, and no nukta (keyboards
 * type "गाज़ियाबाद" and "गाजियाबाद" for the same name; Devanagari, Gurmukhi and Gujarati).
 */
export function cityKey(text: string): string {
  if (isLowerLatin(text)) return text;
  let key = CITY_KEYS.get(text);
  if (key === undefined) {
    key = text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f\u093c\u0a3c\u0abc]/g, '')
      // a nasal written with the moon-dot or the dot alike ("गुडगाँव", "गुड़गांव")
      .replace(/[\u0901\u0a81\u0a70]/g, (c) => NASAL_DOT[c] ?? c)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, '');
    if (CITY_KEYS.size >= MAX_CITY_KEYS) CITY_KEYS.clear();
    CITY_KEYS.set(text, key);
  }
  return key;
}

// Every spelling's key to its city's canonical name; the first city to use a key keeps it.
const NAME_BY_KEY = new Map<string, string>();
const CODE_KEYS = new Set<string>();
const WORD_KEYS = new Set<string>();
for (const [name, , , , aliases] of ROWS) {
  for (const spelling of [name, ...aliases]) {
    const k = cityKey(spelling);
    if (!NAME_BY_KEY.has(k)) NAME_BY_KEY.set(k, name);
    (/^[A-Z]{2,5}$/.test(spelling) ? CODE_KEYS : WORD_KEYS).add(k);
  }
}

/** An Indic name (city-names.ts) already taken by another city's spelling: it stays that city's. */
export interface IndicNameCollision {
  city: string;
  locale: IndicLocale;
  spelling: string;
  /** The city the spelling finds. */
  takenBy: string;
}
const collisions: IndicNameCollision[] = [];

/**
 * The city's names in the Indic scripts that are not yet among its spellings. They are indexed after every
 * row's own spellings, so an Indic name never shadows another city's name or alias (the clash is kept in
 * INDIC_NAME_COLLISIONS instead).
 */
function indicAliases(name: string, aliases: readonly string[]): string[] {
  const names = CITY_NAMES[name];
  if (!names) return [];
  const own = new Set([name, ...aliases].map(cityKey));
  const out: string[] = [];
  for (const locale of INDIC_LOCALES) {
    const spelling = names[locale];
    const k = cityKey(spelling);
    if (own.has(k)) continue;
    own.add(k);
    const taken = NAME_BY_KEY.get(k);
    if (taken !== undefined && taken !== name) {
      collisions.push({ city: name, locale, spelling, takenBy: taken });
      continue;
    }
    NAME_BY_KEY.set(k, name);
    WORD_KEYS.add(k);
    out.push(spelling);
  }
  return out;
}

/** Every city in the gazetteer; its aliases end with its names in the Indic scripts (city-names.ts). */
export const CITIES: readonly City[] = Object.freeze(ROWS.map(([name, state, lat, lng, aliases]) => Object.freeze({ name, state, lat, lng, aliases: [...aliases, ...indicAliases(name, aliases)] })));

/** Indic names that find another city than their own (the earlier city's spelling wins). */
export const INDIC_NAME_COLLISIONS: readonly IndicNameCollision[] = Object.freeze(collisions);

const CITY_BY_NAME = new Map(CITIES.map((c) => [c.name, c]));
const BY_KEY = new Map<string, City>();
for (const [k, name] of NAME_BY_KEY) BY_KEY.set(k, CITY_BY_NAME.get(name) as City);

// Codes such as MAA or PAT collide with words ("maa", "pat") unless also written as a name (Lko).
// A common-word city is ambiguous in every script: गया ("went"), दहेज ("dowry") and कोटा ("quota") are words too.
const AMBIGUOUS_KEYS = new Set([
  ...AMBIGUOUS_NAMES,
  ...[...CODE_KEYS].filter((k) => !WORD_KEYS.has(k)),
  ...CITIES.filter((c) => AMBIGUOUS_NAMES.has(cityKey(c.name)) || INDIC_WORD_NAMES.has(c.name)).flatMap((c) => INDIC_LOCALES.map((l) => cityKey(CITY_NAMES[c.name]?.[l] ?? c.name))),
]);

/** Looks up a city by a key already produced by cityKey (hot path for the parser). */
export function cityByKey(key: string): City | null {
  return BY_KEY.get(key) ?? null;
}

/** Every key cityByKey finds a city by. */
export function cityKeys(): Iterable<string> {
  return BY_KEY.keys();
}

/** True for codes and common-word names (MAA, Gaya) that free text must capitalise to count as a city. */
export function isAmbiguousCityWord(text: string): boolean {
  return AMBIGUOUS_KEYS.has(cityKey(text));
}

/** True for a city's spelling that is an everyday word too (gaya, puri, gobi), not a code. */
export function isWordNamedCity(text: string): boolean {
  return AMBIGUOUS_NAMES.has(cityKey(text));
}

/** Resolves a name, old name, misspelling or code to its city, ignoring case, spaces and punctuation. */
export function resolveCity(text: string): City | null {
  return BY_KEY.get(cityKey(text)) ?? null;
}

/** The city's name in a language's script (city-names.ts), else its canonical name; an unknown place as written. */
export function cityNameIn(name: string, locale: string): string {
  if (locale === 'en') return name;
  const city = resolveCity(name);
  if (!city) return name;
  return CITY_NAMES[city.name]?.[locale as IndicLocale] ?? city.name;
}

/** Returns the canonical city name, or the input tidied to Title Case when the city is unknown. */
export function canonicalCityName(text: string): string {
  const city = resolveCity(text);
  if (city) return city.name;
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-(/])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Lists every lower-case spelling that maps to the given city (for SQL filters). */
export function cityVariants(canonical: string): string[] {
  const city = resolveCity(canonical);
  if (!city) return [canonical.trim().replace(/\s+/g, ' ').toLowerCase()];
  const out = new Set<string>();
  for (const spelling of [city.name, ...city.aliases]) out.add(spelling.toLowerCase());
  return [...out];
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Indian roads run longer than the straight line: on 12 highway lanes with published road distances
 * (src/geo/cities.test.ts) the road is 1.02 to 1.24 times the great-circle distance between the
 * gazetteer's points, median 1.19. Pages label the result approximate.
 */
export const ROAD_FACTOR = 1.2;

/** Approximate road distance in whole kilometres between two known cities, or null when either is unknown. */
export function roadDistanceKm(from: string, to: string): number | null {
  const a = resolveCity(from);
  const b = resolveCity(to);
  if (!a || !b) return null;
  return Math.round(distanceKm(a, b) * ROAD_FACTOR);
}

/** The gazetteer city nearest to a point, with its straight-line distance in km. */
export function nearestCity(point: { lat: number; lng: number }): { city: City; km: number } {
  let best = CITIES[0] as City;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const city of CITIES) {
    const km = distanceKm(point, city);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return { city: best, km: bestKm };
}

/** Edit distance (insertions, deletions, substitutions and swaps of two neighbours) between two keys, stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** Spellings a suggestion is drawn from: names and word aliases (codes such as BOM are left out: too short to guess from). */
const SUGGESTION_KEYS: Array<[key: string, city: City]> = [];
for (const city of CITIES) {
  for (const spelling of [city.name, ...city.aliases]) {
    if (/^[A-Z]{2,5}$/.test(spelling)) continue;
    const k = cityKey(spelling);
    if (k.length >= 3) SUGGESTION_KEYS.push([k, city]);
  }
}

/**
 * The city a mistyped name most likely means ("Mumbaii", "Kolkatte" → Mumbai, Kolkata): the gazetteer city
 * with a name or alias one edit away (two for names of 7 letters or more), the nearest winning, the first
 * listed (the bigger hub) on a tie. Null when the text is already a known city, or nothing is that near.
 */
export function suggestCity(text: string): City | null {
  const key = cityKey(text);
  if (key.length < 3 || BY_KEY.has(key)) return null;
  const max = key.length >= 7 ? 2 : 1;
  let best: City | null = null;
  let bestDistance = max + 1;
  for (const [k, city] of SUGGESTION_KEYS) {
    const d = editDistance(key, k, Math.min(max, bestDistance - 1));
    if (d < bestDistance) {
      best = city;
      bestDistance = d;
      if (d === 1 && max === 1) break;
    }
  }
  return best;
}

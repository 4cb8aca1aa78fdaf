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
  ['Mumbai', 'Maharashtra', 19.076, 72.8777, ['Bombay', 'Bambai', 'Mumbay', 'Mumabi', 'BOM', 'MUM', 'BBY', 'बंबई', 'बम्बई', 'பம்பாய்', 'ਬੰਬਈ', 'मुंबई', 'मुम्बई']],
  ['Kolkata', 'West Bengal', 22.5726, 88.3639, ['Calcutta', 'Kolkatta', 'Kolkota', 'Culcutta', 'CCU', 'KOL', 'CAL', 'कलकत्ता', 'ਕਲਕੱਤਾ', 'कोलकाता']],
  ['Chennai', 'Tamil Nadu', 13.0827, 80.2707, ['Madras', 'Chenai', 'Chennei', 'MAA', 'CHN', 'मद्रास', 'மெட்ராஸ்', 'चेन्नई', 'ચેન્નાઈ']],
  [
    'Bengaluru',
    'Karnataka',
    12.9716,
    77.5946,
    ['Bangalore', 'Banglore', 'Bangaluru', 'Bengalore', 'Bengluru', 'Bangalor', 'Blore', 'BLR', 'Whitefield', 'Peenya', 'बेंगलुरु', 'बैंगलोर', 'बेंगलोर', 'बंगलौर', 'பெங்களூர்', 'ਬੰਗਲੌਰ', 'બેંગ્લોર', 'બેંગલોર', 'बंगळूर'],
  ],
  ['Hyderabad', 'Telangana', 17.385, 78.4867, ['Hydrabad', 'Hyderbad', 'Haidrabad', 'Secunderabad', 'Secbad', 'HYD', 'HYB', 'हैदराबाद']],
  ['Ahmedabad', 'Gujarat', 23.0225, 72.5714, ['Ahmadabad', 'Amdavad', 'Ahemdabad', 'Ahmdabad', 'Ahmedabd', 'AMD', 'AHD', 'Khodiyar', 'Aslali', 'अहमदाबाद', 'अमदाबाद']],
  ['Pune', 'Maharashtra', 18.5204, 73.8567, ['Poona', 'PNQ', 'पुणे', 'पुण्या', 'पूना']],
  // Delhi NCR and the Delhi-Jaipur industrial belt
  ['Gurugram', 'Haryana', 28.4595, 77.0266, ['Gurgaon', 'Gurgoan', 'Gurugaon', 'GGN', 'गुड़गांव', 'गुरुग्राम']],
  ['Noida', 'Uttar Pradesh', 28.5355, 77.391, []],
  ['Greater Noida', 'Uttar Pradesh', 28.4744, 77.504, ['Gr Noida', 'Gr. Noida', 'Greater Noida West', 'Dadri']],
  ['Ghaziabad', 'Uttar Pradesh', 28.6692, 77.4538, ['Gaziabad', 'Ghaziabaad', 'GZB', 'Sahibabad']],
  ['Faridabad', 'Haryana', 28.4089, 77.3178, ['Faridabaad', 'FDB', 'FBD']],
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
  ['Yamunanagar', 'Haryana', 30.129, 77.2674, ['Yamuna Nagar']],
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
  ['Navi Mumbai', 'Maharashtra', 19.033, 73.0297, ['New Mumbai', 'Vashi', 'Turbhe', 'Rabale']],
  ['Kalamboli', 'Maharashtra', 19.033, 73.1, ['Kalambolii']],
  ['Taloja', 'Maharashtra', 19.07, 73.12, ['Taloja MIDC']],
  ['Panvel', 'Maharashtra', 18.9894, 73.1175, []],
  ['Thane', 'Maharashtra', 19.2183, 72.9781, []],
  ['Kalyan', 'Maharashtra', 19.2403, 73.1305, []],
  ['Vasai', 'Maharashtra', 19.3919, 72.8397, ['Vasai Virar', 'Virar']],
  ['Palghar', 'Maharashtra', 19.6967, 72.7699, []],
  ['Tarapur', 'Maharashtra', 19.864, 72.689, ['Boisar']],
  ['Nagpur', 'Maharashtra', 21.1458, 79.0882, ['Nagpoor', 'NAG', 'NGP', 'NGPR', 'नागपुर']],
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
  ['Bokaro', 'Jharkhand', 23.6693, 86.1511, ['Bokaro Steel City']],
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
  ['Aizawl', 'Mizoram', 23.7271, 92.7176, []],
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
  ['Visakhapatnam', 'Andhra Pradesh', 17.6868, 83.2185, ['Vizag', 'Vishakhapatnam', 'Vishakapatnam', 'Visakapatnam', 'Visakhapatanam', 'Vizak', 'VTZ', 'VZG', 'VSKP']],
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
  ['Tiruppur', 'Tamil Nadu', 11.1085, 77.3411, ['Tirupur', 'Thiruppur']],
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
];

// Canonical names that are also everyday Hindi/English words or personal names (bina "without", guna "times", hansi
// "laughter", jalna "to burn"; Anand, Khanna, Hassan): in free text they only count as a city when capitalised (so
// their Indic names, in scripts without capitals, never do).
const AMBIGUOUS_NAMES = new Set(['gaya', 'sagar', 'anand', 'pali', 'kota', 'durg', 'leh', 'daman', 'vasco', 'bina', 'guna', 'hansi', 'jalna', 'khanna', 'hassan']);
// Cities whose Indic name is an everyday word although the English name is not: दहेज (Dahej) is "dowry".
const INDIC_WORD_NAMES = new Set(['Dahej']);

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

/** True for codes and common-word names (MAA, Gaya) that free text must capitalise to count as a city. */
export function isAmbiguousCityWord(text: string): boolean {
  return AMBIGUOUS_KEYS.has(cityKey(text));
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

/**
 * Issue 19's held-out corpus for the chat-import parser: posts written by hand, blind (without reading the parser or
 * its training corpus), in the styles of Indian load groups, and labelled by test/fixtures/CHAT-LABELS.md before the
 * parser was run on them. Written on 2026-11-27 to replace the first held-out corpus, which had been weakly tuned on
 * and went to the training corpus. Nobody changing the parser reads this file (see README.md).
 */
import type { LabelledMessage } from '../fixtures/chat-corpus.js';

type Load = LabelledMessage['expected'][number];

/** One expected load per truck asked for (CHAT-LABELS.md): `n` copies of the same load. */
function trucks(n: number, load: Load): Load[] {
  return Array.from({ length: n }, () => ({ ...load }));
}

// Reference dates ("today" of the paste).
const MON = '2026-11-16'; // Monday
const FRI = '2026-11-27'; // Friday
const THU = '2026-12-10'; // Thursday
const SAT = '2026-12-19'; // Saturday
const YEND = '2026-12-30'; // Wednesday, the last days of the year

export const CHAT_HELDOUT: LabelledMessage[] = [
  // ── English, capitals and typos ─────────────────────────────────────────────────────────────────────────────────
  {
    text: `LOAD AVAILABLE
BHIWANDI TO DELHI
32 FT SXL
7 TON FMCG
RATE 62000
LOADING TOMMOROW
CALL 9820145573`,
    referenceDate: FRI,
    expected: [
      { origin: 'Bhiwandi', destination: 'Delhi', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 62000, pickup_date: '2026-11-28', phone: '+919820145573', material: 'fmcg' },
    ],
  },
  {
    text: 'Need 20ft container Nhava sheva to Ludhiana, 18 MT, 2 nos, rate 78k each, 29th placement. Contact 98140 22761',
    referenceDate: FRI,
    expected: trucks(2, {
      origin: 'Nhava Sheva',
      destination: 'Ludhiana',
      truck_type: 'container',
      truck_length_ft: 20,
      weight: 18,
      price: 78000,
      pickup_date: '2026-11-29',
      phone: '+919814022761',
      material: null,
    }),
  },
  {
    text: 'urgent!! Peenya Blr to Hosur 407 required, machinery parts 2.5 ton, 6500 fix, today. ph 7760012348',
    referenceDate: FRI,
    expected: [
      { origin: 'Bengaluru', destination: 'Hosur', truck_type: 'lcv', weight: 2.5, price: 6500, pickup_date: '2026-11-27', phone: '+917760012348', material: ['machinery parts', 'machinery'] },
    ],
  },
  {
    text: 'Steel coils ex Jamshedpur for Pune, 28 MT, trailer 40 ft reqd, freight 1.15 lakh, loading monday. Mob: 9431108822',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Jamshedpur',
        destination: 'Pune',
        truck_type: 'trailer',
        truck_length_ft: 40,
        weight: 28,
        price: 115000,
        pickup_date: '2026-11-30',
        phone: '+919431108822',
        material: ['steel coils', 'steel coil', 'coils'],
      },
    ],
  },
  {
    text: 'CHN-CBE 14 WHEELER OPEN 25 TON TMT BARS 38K, 28TH LOADING, PH 9444 312 876',
    referenceDate: FRI,
    expected: [
      { origin: 'Chennai', destination: 'Coimbatore', truck_type: 'open', weight: 25, price: 38000, pickup_date: '2026-11-28', phone: '+919444312876', material: ['tmt bars', 'tmt bar', 'tmt'] },
    ],
  },
  {
    text: 'Hello sir, load from Ahmedabad(Aslali) to Jaipur, cotton bales 12 ton, 22 ft closed body, freight 32,500, call 9925043318',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Ahmedabad',
        destination: 'Jaipur',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 12,
        price: 32500,
        pickup_date: '2026-11-27',
        phone: '+919925043318',
        material: ['cotton bales', 'cotton'],
      },
    ],
  },
  {
    text: 'Reefer required Hyderabad to Kolkata frozen chicken 9 MT, 32ft, 1.45 lakh, loading 30th, 9848 71 2233',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Hyderabad',
        destination: 'Kolkata',
        truck_type: 'reefer',
        truck_length_ft: 32,
        weight: 9,
        price: 145000,
        pickup_date: '2026-11-30',
        phone: '+919848712233',
        material: ['frozen chicken', 'chicken'],
      },
    ],
  },
  {
    text: 'Vizag port to Raipur, 3 trailers, HR coil 30 ton each, @ 1350 PMT, loading Tuesday. Pls call 8332901147',
    referenceDate: FRI,
    expected: trucks(3, {
      origin: 'Visakhapatnam',
      destination: 'Raipur',
      truck_type: 'trailer',
      weight: 30,
      rate_per_tonne: 1350,
      price: 40500,
      pickup_date: '2026-12-01',
      phone: '+918332901147',
      material: ['hr coil', 'hr coils', 'coil'],
    }),
  },
  {
    text: 'ggn to blr 32 ft mxl 8 ton auto parts 75000 adv 80% bal on delivery 9910377421',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Gurugram',
        destination: 'Bengaluru',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 8,
        price: 75000,
        pickup_date: '2026-11-27',
        phone: '+919910377421',
        material: ['auto parts'],
      },
    ],
  },
  {
    text: 'REQ TATA ACE OKHLA TO NOIDA, GARMENTS, 1800RS, NOW. 9650 118 902',
    referenceDate: FRI,
    expected: [{ origin: 'Delhi', destination: 'Noida', truck_type: 'lcv', price: 1800, pickup_date: '2026-11-27', phone: '+919650118902', material: ['garments', 'garment'] }],
  },
  {
    text: `Load: Kandla - Indore
Material: Soyabean DOC
Wt: 27 MT
Vehicle: 12 wheeler
Rate: 1900/MT
Date: 2/12
Contact 9898 034 561`,
    referenceDate: FRI,
    expected: [
      {
        origin: 'Kandla',
        destination: 'Indore',
        truck_type: 'open',
        weight: 27,
        rate_per_tonne: 1900,
        price: 51300,
        pickup_date: '2026-12-02',
        phone: '+919898034561',
        material: ['soyabean doc', 'soyabean', 'soybean doc', 'doc'],
      },
    ],
  },
  {
    text: 'Pune to Nagpur 2 eicher 17ft needed tomorow morning, furniture, 24000 per gaadi, Amit 9890 45 6712',
    referenceDate: FRI,
    expected: trucks(2, { origin: 'Pune', destination: 'Nagpur', truck_type: 'lcv', truck_length_ft: 17, price: 24000, pickup_date: '2026-11-28', phone: '+919890456712', material: 'furniture' }),
  },
  {
    text: 'Good morning. load ready at Morbi: ceramic tiles, Morbi to Hyderabad, 28 ton, 16 tyre, freight 58k. Loading 28 nov. 9714 200 318',
    referenceDate: FRI,
    expected: [{ origin: 'Morbi', destination: 'Hyderabad', truck_type: 'open', weight: 28, price: 58000, pickup_date: '2026-11-28', phone: '+919714200318', material: ['ceramic tiles', 'tiles'] }],
  },
  {
    text: 'Mundra to Delhi ICD Tughlakabad 40ft container 2 nos, 26 ton, 95,000/-. Loading sunday. Call/WA 7046 335 190',
    referenceDate: FRI,
    expected: trucks(2, {
      origin: 'Mundra',
      destination: 'Delhi',
      truck_type: 'container',
      truck_length_ft: 40,
      weight: 26,
      price: 95000,
      pickup_date: '2026-11-29',
      phone: '+917046335190',
      material: null,
    }),
  },
  {
    text: 'TANKER REQ: Dahej to Silvassa, caustic soda lye 22 MT, rate 28500, loading today, 9824 511 706',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Dahej',
        destination: 'Silvassa',
        truck_type: 'tanker',
        weight: 22,
        price: 28500,
        pickup_date: '2026-11-27',
        phone: '+919824511706',
        material: ['caustic soda lye', 'caustic soda', 'caustic lye'],
      },
    ],
  },
  {
    text: 'Tipper needed Hospet to Ballari iron ore 30 ton Rs 260 per ton, 4 vehicles, 29-Nov, 9480 27 3318',
    referenceDate: FRI,
    expected: trucks(4, {
      origin: 'Hosapete',
      destination: 'Ballari',
      truck_type: 'tipper',
      weight: 30,
      rate_per_tonne: 260,
      price: 7800,
      pickup_date: '2026-11-29',
      phone: '+919480273318',
      material: 'iron ore',
    }),
  },
  {
    text: 'Whitefield to chennai 19 ft eicher, electronics 4 ton, 21000, sat loading, 9741 003 256',
    referenceDate: FRI,
    expected: [
      { origin: 'Bengaluru', destination: 'Chennai', truck_type: 'lcv', truck_length_ft: 19, weight: 4, price: 21000, pickup_date: '2026-11-28', phone: '+919741003256', material: 'electronics' },
    ],
  },
  {
    text: 'Lod avalable Ludhiana to Guwahati yarn 16 ton 32 feet sxl freight 1,38,000 loading 30 nov ph 98156 30219',
    referenceDate: FRI,
    expected: [
      { origin: 'Ludhiana', destination: 'Guwahati', truck_type: 'container', truck_length_ft: 32, weight: 16, price: 138000, pickup_date: '2026-11-30', phone: '+919815630219', material: 'yarn' },
    ],
  },
  {
    text: 'Required 6 wheeler from Kochi to Coimbatore, coconut 9 ton, 15000, loading 1 dec, 94470 18825',
    referenceDate: FRI,
    expected: [{ origin: 'Kochi', destination: 'Coimbatore', truck_type: 'open', weight: 9, price: 15000, pickup_date: '2026-12-01', phone: '+919447018825', material: 'coconut' }],
  },
  {
    text: 'Nashik to Petrapole border, onion 28 ton, 14 wheeler, 1.6 lakh, loading kal. 9922 670 154',
    referenceDate: FRI,
    expected: [{ origin: 'Nashik', destination: 'Petrapole', truck_type: 'open', weight: 28, price: 160000, pickup_date: '2026-11-28', phone: '+919922670154', material: 'onion' }],
  },
  {
    text: 'LOAD LOAD LOAD *** Raipur to Hyd *** 20 tyre *** rice bags 35 ton *** 42 tak *** 9300 114 582',
    referenceDate: MON,
    expected: [{ origin: 'Raipur', destination: 'Hyderabad', truck_type: 'open', weight: 35, price: 42000, pickup_date: '2026-11-16', phone: '+919300114582', material: ['rice bags', 'rice'] }],
  },
  {
    text: 'Kolkata (Dankuni) to Patna 10 whlr, paper rolls 16 ton. Freight 30k. Loading Wednesday. Contact Biswas da 90070 54412',
    referenceDate: MON,
    expected: [{ origin: 'Kolkata', destination: 'Patna', truck_type: 'open', weight: 16, price: 30000, pickup_date: '2026-11-18', phone: '+919007054412', material: ['paper rolls', 'paper'] }],
  },
  {
    text: 'Pls arrange 5 trucks taurus Satna to Lucknow cement bags 30 MT each, rate 1150 pmt, loading 17/11, mob 7000 218 664',
    referenceDate: MON,
    expected: trucks(5, {
      origin: 'Satna',
      destination: 'Lucknow',
      truck_type: 'open',
      weight: 30,
      rate_per_tonne: 1150,
      price: 34500,
      pickup_date: '2026-11-17',
      phone: '+917000218664',
      material: ['cement bags', 'cement'],
    }),
  },
  {
    text: 'Machinery ODC Chakan to Chennai low bed trailer, 34 ton, 2.1 lakh, loading 20 nov, call Rahul 098220 61537',
    referenceDate: MON,
    expected: [{ origin: 'Chakan', destination: 'Chennai', truck_type: 'trailer', weight: 34, price: 210000, pickup_date: '2026-11-20', phone: '+919822061537', material: 'machinery' }],
  },
  {
    text: 'Guntur to Delhi chilli bags 18t 22 ft closed container Rs 1,05,000 loading tomorrow 9848 012 770',
    referenceDate: MON,
    expected: [
      {
        origin: 'Guntur',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 18,
        price: 105000,
        pickup_date: '2026-11-17',
        phone: '+919848012770',
        material: ['chilli bags', 'chilli', 'chillies', 'red chilli'],
      },
    ],
  },
  {
    text: 'Plywood load Yamuna Nagar to Ahmedabad, 32 ft open, 20 ton, 68,000 fix, 19 nov loading. Ph: +91 94160-33871',
    referenceDate: MON,
    expected: [
      { origin: 'Yamunanagar', destination: 'Ahmedabad', truck_type: 'open', truck_length_ft: 32, weight: 20, price: 68000, pickup_date: '2026-11-19', phone: '+919416033871', material: 'plywood' },
    ],
  },
  {
    text: 'granite slabs KRISHNAGIRI to MUNDRA port, trailer 2 nos 28 ton, 72000 per trailer, loading thursday ph 9443 550 129',
    referenceDate: MON,
    expected: trucks(2, {
      origin: 'Krishnagiri',
      destination: 'Mundra',
      truck_type: 'trailer',
      weight: 28,
      price: 72000,
      pickup_date: '2026-11-19',
      phone: '+919443550129',
      material: ['granite slabs', 'granite'],
    }),
  },
  {
    text: 'Bulker needed: Chittorgarh to Surat fly ash 30 MT 900/ton, today loading, 9414 72 0036',
    referenceDate: MON,
    expected: [
      { origin: 'Chittorgarh', destination: 'Surat', truck_type: 'tanker', weight: 30, rate_per_tonne: 900, price: 27000, pickup_date: '2026-11-16', phone: '+919414720036', material: 'fly ash' },
    ],
  },
  {
    text: 'Ex-Sriperumbudur to Pune, 1 no 32ft MXL, AC units (Samsung) 6 MT, 68500, placement 18/11. Ravi 9500 067 431',
    referenceDate: MON,
    expected: [
      {
        origin: 'Sriperumbudur',
        destination: 'Pune',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 6,
        price: 68500,
        pickup_date: '2026-11-18',
        phone: '+919500067431',
        material: ['ac units', 'ac', 'air conditioners'],
      },
    ],
  },
  {
    text: 'Vapi-Kolkata 20ft cont, plastic granules 15 ton, 88k, loading 21st, 9879 009 662',
    referenceDate: MON,
    expected: [
      {
        origin: 'Vapi',
        destination: 'Kolkata',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 15,
        price: 88000,
        pickup_date: '2026-11-21',
        phone: '+919879009662',
        material: ['plastic granules', 'granules'],
      },
    ],
  },
  {
    text: 'FROM: Bhopal\nTO: Bilaspur\nGOODS: wheat 25 ton\nTRUCK: 12 tyre\nFREIGHT: Rs 1100 per ton\nDATE: 17-11-2026\nMOB: 9425 088 104',
    referenceDate: MON,
    expected: [{ origin: 'Bhopal', destination: 'Bilaspur', truck_type: 'open', weight: 25, rate_per_tonne: 1100, price: 27500, pickup_date: '2026-11-17', phone: '+919425088104', material: 'wheat' }],
  },
  {
    text: 'Load Rudrapur to Bengaluru , 2 container 32 ft SXL , FMCG 7.5 ton each , 1.12 lakh per vehicle , loading 18 nov , contact 9997 441 028 / 8126 550 311',
    referenceDate: MON,
    expected: trucks(2, {
      origin: 'Rudrapur',
      destination: 'Bengaluru',
      truck_type: 'container',
      truck_length_ft: 32,
      weight: 7.5,
      price: 112000,
      pickup_date: '2026-11-18',
      phone: '+919997441028',
      material: 'fmcg',
    }),
  },
  {
    text: 'medicine load baddi to kolkata 24 ft container 6 ton 82000 loading today 7018 335 904',
    referenceDate: THU,
    expected: [
      {
        origin: 'Baddi',
        destination: 'Kolkata',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 6,
        price: 82000,
        pickup_date: '2026-12-10',
        phone: '+917018335904',
        material: ['medicine', 'medicines'],
      },
    ],
  },
  {
    text: 'Hazira to Nagpur HR COILS 3 trailer 32 mt each rate 1650/mt loading 12 dec call 9712 440 083',
    referenceDate: THU,
    expected: trucks(3, {
      origin: 'Hazira',
      destination: 'Nagpur',
      truck_type: 'trailer',
      weight: 32,
      rate_per_tonne: 1650,
      price: 52800,
      pickup_date: '2026-12-12',
      phone: '+919712440083',
      material: ['hr coils', 'hr coil', 'coils'],
    }),
  },
  {
    text: 'Sugar bags Kolhapur to Goa 10 wheel 16T 19500/- tomorow lodng 9975 022 148',
    referenceDate: THU,
    expected: [{ origin: 'Kolhapur', destination: 'Goa', truck_type: 'open', weight: 16, price: 19500, pickup_date: '2026-12-11', phone: '+919975022148', material: ['sugar bags', 'sugar'] }],
  },
  {
    text: 'JNPT to Silvasa 40 ft container 1 no 24.5 ton 32000 loading Saturday mob 91672 11840',
    referenceDate: THU,
    expected: [
      { origin: 'Nhava Sheva', destination: 'Silvassa', truck_type: 'container', truck_length_ft: 40, weight: 24.5, price: 32000, pickup_date: '2026-12-12', phone: '+919167211840', material: null },
    ],
  },
  {
    text: 'Tuticorin to Madurai pickup needed, salt 1.5 ton, 4500, now now. 9894 112 034',
    referenceDate: THU,
    expected: [{ origin: 'Thoothukudi', destination: 'Madurai', truck_type: 'lcv', weight: 1.5, price: 4500, pickup_date: '2026-12-10', phone: '+919894112034', material: 'salt' }],
  },
  {
    text: 'Load from Angul to Jharsuguda aluminium ingots 25 MT 18 wheeler freight 650 PMT loading 11/12 Call: 9437-220-518',
    referenceDate: THU,
    expected: [
      {
        origin: 'Angul',
        destination: 'Jharsuguda',
        truck_type: 'open',
        weight: 25,
        rate_per_tonne: 650,
        price: 16250,
        pickup_date: '2026-12-11',
        phone: '+919437220518',
        material: ['aluminium ingots', 'aluminium', 'aluminum ingots'],
      },
    ],
  },
  {
    text: 'MANGALORE TO BELGAUM CASHEW 9 TON 19FT CLOSED BODY 23500 MONDAY LOADING 9448 621 907',
    referenceDate: THU,
    expected: [
      { origin: 'Mangaluru', destination: 'Belagavi', truck_type: 'container', truck_length_ft: 19, weight: 9, price: 23500, pickup_date: '2026-12-14', phone: '+919448621907', material: 'cashew' },
    ],
  },
  {
    text: 'Silchar to Guwahati  bamboo  10 tyre  17 ton  26,000  loading 13 dec  ph 94350 77129',
    referenceDate: THU,
    expected: [{ origin: 'Silchar', destination: 'Guwahati', truck_type: 'open', weight: 17, price: 26000, pickup_date: '2026-12-13', phone: '+919435077129', material: 'bamboo' }],
  },
  {
    text: 'Need 3 trucks 22 ft container for Paradip to Cuttack, fertilizer bags 16 ton each, Rs.9,500 per truck, loading today itself. 9437 001 765',
    referenceDate: THU,
    expected: trucks(3, {
      origin: 'Paradip',
      destination: 'Cuttack',
      truck_type: 'container',
      truck_length_ft: 22,
      weight: 16,
      price: 9500,
      pickup_date: '2026-12-10',
      phone: '+919437001765',
      material: ['fertilizer bags', 'fertilizer', 'fertiliser'],
    }),
  },
  {
    text: 'Glass sheets Halol to Dehradun, 32 fit open with side, 21 ton, 78000, 15th Dec loading, Contact 8469 902 115',
    referenceDate: THU,
    expected: [
      {
        origin: 'Halol',
        destination: 'Dehradun',
        truck_type: 'open',
        truck_length_ft: 32,
        weight: 21,
        price: 78000,
        pickup_date: '2026-12-15',
        phone: '+918469902115',
        material: ['glass sheets', 'glass'],
      },
    ],
  },
  {
    text: 'new year stock!! Delhi to Jaipur liquor cartons 20ft container 9 ton 24000 loading 31 dec urgent 9811 205 364',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Delhi',
        destination: 'Jaipur',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 9,
        price: 24000,
        pickup_date: '2026-12-31',
        phone: '+919811205364',
        material: ['liquor cartons', 'liquor'],
      },
    ],
  },
  {
    text: 'Load 2 Jan Tiruppur to Mumbai hosiery 32 ft sxl 7 ton 72k call 9843 155 260',
    referenceDate: YEND,
    expected: [
      { origin: 'Tiruppur', destination: 'Mumbai', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 72000, pickup_date: '2027-01-02', phone: '+919843155260', material: 'hosiery' },
    ],
  },
  {
    text: 'Jaisalmer to Jodhpur sandstone blocks, trailer, 30 ton, 21000, loading on Friday, 9460 778 102',
    referenceDate: YEND,
    expected: [
      { origin: 'Jaisalmer', destination: 'Jodhpur', truck_type: 'trailer', weight: 30, price: 21000, pickup_date: '2027-01-01', phone: '+919460778102', material: ['sandstone blocks', 'sandstone'] },
    ],
  },
  {
    text: 'Bokaro to Kanpur TMT 2 trailer 30 ton each 1550 pmt, year end clearance, loading today & tomorow (1 each). 6201 338 470',
    referenceDate: YEND,
    expected: [
      { origin: 'Bokaro', destination: 'Kanpur', truck_type: 'trailer', weight: 30, rate_per_tonne: 1550, price: 46500, pickup_date: '2026-12-30', phone: '+916201338470', material: 'tmt' },
      { origin: 'Bokaro', destination: 'Kanpur', truck_type: 'trailer', weight: 30, rate_per_tonne: 1550, price: 46500, pickup_date: '2026-12-31', phone: '+916201338470', material: 'tmt' },
    ],
  },
  {
    text: 'Reqd 1 Tata 407 from Salem to Erode, sago bags 3 ton, 5200, loading saturday, 9865 330 218',
    referenceDate: YEND,
    expected: [{ origin: 'Salem', destination: 'Erode', truck_type: 'lcv', weight: 3, price: 5200, pickup_date: '2027-01-02', phone: '+919865330218', material: ['sago bags', 'sago'] }],
  },
  {
    text: 'Hapur to Kolkata paper 16 ton 24ft closed 68000 loading 4 jan ph 9761 052 337',
    referenceDate: YEND,
    expected: [
      { origin: 'Hapur', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 24, weight: 16, price: 68000, pickup_date: '2027-01-04', phone: '+919761052337', material: 'paper' },
    ],
  },
  {
    text: 'SAT loading: Nagpur (Butibori) to Hyderabad, oranges 12 ton, reefer 24ft, 52k. Sunil 9822 571 046',
    referenceDate: SAT,
    expected: [
      { origin: 'Nagpur', destination: 'Hyderabad', truck_type: 'reefer', truck_length_ft: 24, weight: 12, price: 52000, pickup_date: '2026-12-19', phone: '+919822571046', material: 'oranges' },
    ],
  },
  {
    text: 'Bhiwadi to Pune  • 32 ft SXL  • 9 ton  • auto components  • 85,000  • 21 dec  • 8058 337 219',
    referenceDate: SAT,
    expected: [
      {
        origin: 'Bhiwadi',
        destination: 'Pune',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 9,
        price: 85000,
        pickup_date: '2026-12-21',
        phone: '+918058337219',
        material: ['auto components', 'auto parts'],
      },
    ],
  },
  {
    text: 'Vijayawada to Chennai 12 whl maize 25 tons @ 1000 per ton, loading monday, 9866 404 851',
    referenceDate: SAT,
    expected: [
      { origin: 'Vijayawada', destination: 'Chennai', truck_type: 'open', weight: 25, rate_per_tonne: 1000, price: 25000, pickup_date: '2026-12-21', phone: '+919866404851', material: 'maize' },
    ],
  },
  // ── Hinglish, many word orders ──────────────────────────────────────────────────────────────────────────────────
  {
    text: 'Indore ka maal Pune jana hai, 20 ton soyabean, 12 chakka chahiye, 38 tak de denge, kal loading. 9826 045 173',
    referenceDate: FRI,
    expected: [{ origin: 'Indore', destination: 'Pune', truck_type: 'open', weight: 20, price: 38000, pickup_date: '2026-11-28', phone: '+919826045173', material: 'soyabean' }],
  },
  {
    text: 'Chennai ke liye Bangalore se load hai, 19 ft container, 5 ton electrical goods, 18000 milega, aaj hi. Call 9980 117 264',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Bengaluru',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 19,
        weight: 5,
        price: 18000,
        pickup_date: '2026-11-27',
        phone: '+919980117264',
        material: ['electrical goods', 'electrical'],
      },
    ],
  },
  {
    text: 'gaadi chahiye Ludhiana to Kolkata, 32 ft sxl, hosiery 8 ton, 1.05 lakh, 29 ko loading, 98550 13427',
    referenceDate: FRI,
    expected: [
      { origin: 'Ludhiana', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 105000, pickup_date: '2026-11-29', phone: '+919855013427', material: 'hosiery' },
    ],
  },
  {
    text: 'Bhai Jaipur se Ahmedabad marble jayega, 25 ton, trailer lagega, 30 tarikh, bhada 34 hazar. 9829 061 552',
    referenceDate: FRI,
    expected: [{ origin: 'Jaipur', destination: 'Ahmedabad', truck_type: 'trailer', weight: 25, price: 34000, pickup_date: '2026-11-30', phone: '+919829061552', material: 'marble' }],
  },
  {
    text: 'Kanpur se Delhi chamda (leather) 10 ton, 10 tyre gaadi, 22000 fix, parso loading. Sampark 9415 239 806',
    referenceDate: FRI,
    expected: [
      { origin: 'Kanpur', destination: 'Delhi', truck_type: 'open', weight: 10, price: 22000, pickup_date: '2026-11-29', phone: '+919415239806', material: ['chamda', 'leather', 'chamda (leather)'] },
    ],
  },
  {
    text: 'Nasik se Delhi pyaz ki 4 gaadi chahiye, 25 ton per gaadi, 1.8 rupya kilo, loading kal subah. 9423 911 275',
    referenceDate: FRI,
    expected: trucks(4, { origin: 'Nashik', destination: 'Delhi', weight: 25, rate_per_tonne: 1800, price: 45000, pickup_date: '2026-11-28', phone: '+919423911275', material: 'pyaz' }),
  },
  {
    text: 'Surat se Kolkata saree parcel 7 ton, 32 fit container chahiye, 95 tak ho jayega, Monday ko gaadi lagegi. 9376 221 408',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Surat',
        destination: 'Kolkata',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 7,
        price: 95000,
        pickup_date: '2026-11-30',
        phone: '+919376221408',
        material: ['saree parcel', 'saree', 'sarees'],
      },
    ],
  },
  {
    text: 'Ggn se Ldh 2 gaadi 20 ft container auto parts 5 ton each 28k per gaadi aaj shaam ko. Rinku 9813 447 290',
    referenceDate: FRI,
    expected: trucks(2, {
      origin: 'Gurugram',
      destination: 'Ludhiana',
      truck_type: 'container',
      truck_length_ft: 20,
      weight: 5,
      price: 28000,
      pickup_date: '2026-11-27',
      phone: '+919813447290',
      material: ['auto parts'],
    }),
  },
  {
    text: 'maal tayyar hai Bhilwara me, kapda 9 ton, jana hai Surat, 22 ft band body, 26 hazaar, 1 tarikh ko loading. mob 9414 116 025',
    referenceDate: FRI,
    expected: [
      { origin: 'Bhilwara', destination: 'Surat', truck_type: 'container', truck_length_ft: 22, weight: 9, price: 26000, pickup_date: '2026-12-01', phone: '+919414116025', material: 'kapda' },
    ],
  },
  {
    text: 'Lucknow ka load hai Bhiwandi godown ke liye, 14 chakka, aloo 28 ton, 150 rs quintal, kal. 9839 502 661',
    referenceDate: FRI,
    expected: [{ origin: 'Lucknow', destination: 'Bhiwandi', truck_type: 'open', weight: 28, rate_per_tonne: 1500, price: 42000, pickup_date: '2026-11-28', phone: '+919839502661', material: 'aloo' }],
  },
  {
    text: 'Agra se Bangalore joote ka maal 6 ton, SXL 32 ft, 98 hazar, sunday ko. 9897 220 513',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Agra',
        destination: 'Bengaluru',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 6,
        price: 98000,
        pickup_date: '2026-11-29',
        phone: '+919897220513',
        material: ['joote', 'jute', 'shoes', 'footwear'],
      },
    ],
  },
  {
    text: 'Urgent gadi chahiye Raipur to Nagpur sariya 25 ton taurus 1 no 21500 aaj loading 7987 330 145',
    referenceDate: FRI,
    expected: [{ origin: 'Raipur', destination: 'Nagpur', truck_type: 'open', weight: 25, price: 21500, pickup_date: '2026-11-27', phone: '+917987330145', material: 'sariya' }],
  },
  {
    text: 'hamko Jodhpur se Delhi ke liye guar gum 20 ton bhejna hai, 12 tyre open, 1.6 rupaye kilo, 28 ko. 9414 033 770',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Jodhpur',
        destination: 'Delhi',
        truck_type: 'open',
        weight: 20,
        rate_per_tonne: 1600,
        price: 32000,
        pickup_date: '2026-11-28',
        phone: '+919414033770',
        material: ['guar gum', 'guar'],
      },
    ],
  },
  {
    text: 'Pune to Indore load hai bhai, 407 wala chahiye, medicine 2 ton, 14000, kal subah 7 baje. 9561 204 839',
    referenceDate: FRI,
    expected: [{ origin: 'Pune', destination: 'Indore', truck_type: 'lcv', weight: 2, price: 14000, pickup_date: '2026-11-28', phone: '+919561204839', material: ['medicine', 'medicines'] }],
  },
  {
    text: 'Muzaffarnagar se Haridwar gud ka load, 10 chakka, 15 ton, 9000 rupay, aaj hi gaadi bhejo 9012 775 460',
    referenceDate: FRI,
    expected: [{ origin: 'Muzaffarnagar', destination: 'Haridwar', truck_type: 'open', weight: 15, price: 9000, pickup_date: '2026-11-27', phone: '+919012775460', material: ['gud', 'jaggery'] }],
  },
  {
    text: 'Moradabad se brass ka saman Delhi jana h, tata ace 1 ton, 4000, 9719 506 128',
    referenceDate: FRI,
    expected: [
      { origin: 'Moradabad', destination: 'Delhi', truck_type: 'lcv', weight: 1, price: 4000, pickup_date: '2026-11-27', phone: '+919719506128', material: ['brass ka saman', 'brass', 'brass saman'] },
    ],
  },
  {
    text: 'Hyd se Vizag 3 gaadi chahiye 16 tyre, rice 30 ton, per gaadi 36 hazar, 30 tarikh. contact 9701 228 514',
    referenceDate: FRI,
    expected: trucks(3, { origin: 'Hyderabad', destination: 'Visakhapatnam', truck_type: 'open', weight: 30, price: 36000, pickup_date: '2026-11-30', phone: '+919701228514', material: 'rice' }),
  },
  {
    text: 'Delhi NCR se Patna FMCG 32 ft MXL 12 ton, 70 tak, loading tuesday ko, Sonu bhai 8800 942 117',
    referenceDate: FRI,
    expected: [{ origin: 'Delhi', destination: 'Patna', truck_type: 'container', truck_length_ft: 32, weight: 12, price: 70000, pickup_date: '2026-12-01', phone: '+918800942117', material: 'fmcg' }],
  },
  {
    text: 'Ahd se Bom chemical drum 14 ton, 22 ft open, 19500, kal. 9824 060 391',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Ahmedabad',
        destination: 'Mumbai',
        truck_type: 'open',
        truck_length_ft: 22,
        weight: 14,
        price: 19500,
        pickup_date: '2026-11-28',
        phone: '+919824060391',
        material: ['chemical drum', 'chemical drums', 'chemical'],
      },
    ],
  },
  {
    text: 'UP (Lucknow side) se Kolkata ke liye aam ka maal nahi, gehu hai 30 ton, 18 chakka, 2 hazar per ton, 28 ko. 9452 118 093',
    referenceDate: FRI,
    expected: [
      { origin: 'Lucknow', destination: 'Kolkata', truck_type: 'open', weight: 30, rate_per_tonne: 2000, price: 60000, pickup_date: '2026-11-28', phone: '+919452118093', material: ['gehu', 'wheat'] },
    ],
  },
  {
    text: 'Kota se stone jana hai Hyderabad, 2 trailer, 32 ton har ek, 1.15 lakh per trailer, Monday ko. 9414 187 225',
    referenceDate: MON,
    expected: trucks(2, {
      origin: 'Kota',
      destination: 'Hyderabad',
      truck_type: 'trailer',
      weight: 32,
      price: 115000,
      pickup_date: '2026-11-16',
      phone: '+919414187225',
      material: ['stone', 'kota stone'],
    }),
  },
  {
    text: 'Jpr to Ggn 20 ft container 1, furniture 5 ton, 16000 milega, kal 9166 041 380',
    referenceDate: MON,
    expected: [
      { origin: 'Jaipur', destination: 'Gurugram', truck_type: 'container', truck_length_ft: 20, weight: 5, price: 16000, pickup_date: '2026-11-17', phone: '+919166041380', material: 'furniture' },
    ],
  },
  {
    text: 'Bhai log Sangli se Bangalore haldi 20 ton, 12 tyre, 35 tak, parso loading, call 9850 441 662',
    referenceDate: MON,
    expected: [{ origin: 'Sangli', destination: 'Bengaluru', truck_type: 'open', weight: 20, price: 35000, pickup_date: '2026-11-18', phone: '+919850441662', material: ['haldi', 'turmeric'] }],
  },
  {
    text: 'Gaadi chahiye!! Bathinda to Jaipur cotton seed 27 ton, 14 tyre, 1150 per ton, 18 ko. Gurpreet 98726 00341',
    referenceDate: MON,
    expected: [
      {
        origin: 'Bathinda',
        destination: 'Jaipur',
        truck_type: 'open',
        weight: 27,
        rate_per_tonne: 1150,
        price: 31050,
        pickup_date: '2026-11-18',
        phone: '+919872600341',
        material: ['cotton seed', 'cottonseed'],
      },
    ],
  },
  {
    text: 'Meerut se sports goods ka maal Chennai, 32ft container sxl, 5 ton, 1 lakh 5 hazar, 20 tarikh. 9837 661 290',
    referenceDate: MON,
    expected: [
      {
        origin: 'Meerut',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 5,
        price: 105000,
        pickup_date: '2026-11-20',
        phone: '+919837661290',
        material: ['sports goods'],
      },
    ],
  },
  {
    text: 'Bareilly to Rudrapur 6 chakka chahiye, 8 ton cement, 7500, aaj, 8445 210 963',
    referenceDate: MON,
    expected: [{ origin: 'Bareilly', destination: 'Rudrapur', truck_type: 'open', weight: 8, price: 7500, pickup_date: '2026-11-16', phone: '+918445210963', material: 'cement' }],
  },
  {
    text: 'Jamnagar se Delhi brass parts, eicher 14 ft, 3 ton, 36000, budhwar ko loading 9979 501 224',
    referenceDate: MON,
    expected: [
      {
        origin: 'Jamnagar',
        destination: 'Delhi',
        truck_type: 'lcv',
        truck_length_ft: 14,
        weight: 3,
        price: 36000,
        pickup_date: '2026-11-18',
        phone: '+919979501224',
        material: ['brass parts', 'brass'],
      },
    ],
  },
  {
    text: 'Load hai ji: Karnal se Bangalore basmati chawal 25 ton, 32 ft sxl, 1.25 lakh, 19 nov, 9416 302 771',
    referenceDate: MON,
    expected: [
      {
        origin: 'Karnal',
        destination: 'Bengaluru',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 25,
        price: 125000,
        pickup_date: '2026-11-19',
        phone: '+919416302771',
        material: ['basmati chawal', 'basmati', 'chawal', 'basmati rice'],
      },
    ],
  },
  {
    text: 'Gorakhpur wale dhyan de - Gorakhpur to Siliguri plywood 10 tyre 18 ton 42000 kal - 9450 776 318',
    referenceDate: MON,
    expected: [{ origin: 'Gorakhpur', destination: 'Siliguri', truck_type: 'open', weight: 18, price: 42000, pickup_date: '2026-11-17', phone: '+919450776318', material: 'plywood' }],
  },
  {
    text: 'Kolkata se Guwahati 5 gaadi lagegi 22 ft container, FMCG 8 ton, ek gaadi ka 48 hazar, shanivar ko. 9830 515 472',
    referenceDate: MON,
    expected: trucks(5, {
      origin: 'Kolkata',
      destination: 'Guwahati',
      truck_type: 'container',
      truck_length_ft: 22,
      weight: 8,
      price: 48000,
      pickup_date: '2026-11-21',
      phone: '+919830515472',
      material: 'fmcg',
    }),
  },
  {
    text: 'Ujjain mandi se lahsun Chennai ke liye 15 ton, band body 24 ft, 62k tak, jaldi batao kal loading 9926 043 117',
    referenceDate: MON,
    expected: [
      {
        origin: 'Ujjain',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 15,
        price: 62000,
        pickup_date: '2026-11-17',
        phone: '+919926043117',
        material: ['lahsun', 'garlic'],
      },
    ],
  },
  {
    text: 'Dewas to Pithampur 407, steel pipe 2.5 ton, 3500, abhi 9977 213 604',
    referenceDate: MON,
    expected: [
      { origin: 'Dewas', destination: 'Pithampur', truck_type: 'lcv', weight: 2.5, price: 3500, pickup_date: '2026-11-16', phone: '+919977213604', material: ['steel pipe', 'steel pipes', 'pipe'] },
    ],
  },
  {
    text: 'Siliguri se Delhi chai patti 12 ton, 24 ft container, 85 tak, 17 ko, 9434 228 101',
    referenceDate: MON,
    expected: [
      {
        origin: 'Siliguri',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 12,
        price: 85000,
        pickup_date: '2026-11-17',
        phone: '+919434228101',
        material: ['chai patti', 'tea', 'chai'],
      },
    ],
  },
  {
    text: 'Ranchi se Bhubaneswar ke liye 2 hyva chahiye gitti 25 ton, 500 per ton, 19 tarikh ko. 9431 776 023',
    referenceDate: MON,
    expected: trucks(2, {
      origin: 'Ranchi',
      destination: 'Bhubaneswar',
      truck_type: 'tipper',
      weight: 25,
      rate_per_tonne: 500,
      price: 12500,
      pickup_date: '2026-11-19',
      phone: '+919431776023',
      material: ['gitti', 'aggregate', 'stone chips'],
    }),
  },
  {
    text: 'Gwalior ka maal Bhopal jayega, 10 chakka, 15 ton, sarso, 13500, kal subah. 9425 110 487',
    referenceDate: THU,
    expected: [{ origin: 'Gwalior', destination: 'Bhopal', truck_type: 'open', weight: 15, price: 13500, pickup_date: '2026-12-11', phone: '+919425110487', material: ['sarso', 'mustard'] }],
  },
  {
    text: 'Ambala se Jammu ke liye scientific goods 4 ton, 19 ft eicher, 26 hazar, sombar ko. 9896 031 475',
    referenceDate: THU,
    expected: [
      { origin: 'Ambala', destination: 'Jammu', truck_type: 'lcv', truck_length_ft: 19, weight: 4, price: 26000, pickup_date: '2026-12-14', phone: '+919896031475', material: ['scientific goods'] },
    ],
  },
  {
    text: 'Chahiye 2 container 40 fit Mundra se Ludhiana, 26 ton, per container 1.3 lakh, 12 tarikh. 7096 558 203',
    referenceDate: THU,
    expected: trucks(2, {
      origin: 'Mundra',
      destination: 'Ludhiana',
      truck_type: 'container',
      truck_length_ft: 40,
      weight: 26,
      price: 130000,
      pickup_date: '2026-12-12',
      phone: '+917096558203',
      material: null,
    }),
  },
  {
    text: 'Bhai Hisar se Kolkata steel pipe 28 ton trailer chahiye 2200 per ton 11 ko 9812 601 337',
    referenceDate: THU,
    expected: [
      {
        origin: 'Hisar',
        destination: 'Kolkata',
        truck_type: 'trailer',
        weight: 28,
        rate_per_tonne: 2200,
        price: 61600,
        pickup_date: '2026-12-11',
        phone: '+919812601337',
        material: ['steel pipe', 'steel pipes', 'pipe'],
      },
    ],
  },
  {
    text: 'Patna se Ranchi makhana 6 ton 20 ft container 26000 aaj hi bhejna hai, 9835 402 188',
    referenceDate: THU,
    expected: [
      { origin: 'Patna', destination: 'Ranchi', truck_type: 'container', truck_length_ft: 20, weight: 6, price: 26000, pickup_date: '2026-12-10', phone: '+919835402188', material: 'makhana' },
    ],
  },
  {
    text: 'Varanasi se Surat banarasi saree ka parcel, 19 fit eicher, 4 ton, 55 tak, saturday ko, 9415 880 326',
    referenceDate: THU,
    expected: [
      {
        origin: 'Varanasi',
        destination: 'Surat',
        truck_type: 'lcv',
        truck_length_ft: 19,
        weight: 4,
        price: 55000,
        pickup_date: '2026-12-12',
        phone: '+919415880326',
        material: ['banarasi saree', 'saree', 'sarees'],
      },
    ],
  },
  {
    text: 'Korba se Bilaspur coal 3 tipper 20 ton har gaadi 4200 per gaadi kal. Contact 9406 225 719',
    referenceDate: THU,
    expected: trucks(3, { origin: 'Korba', destination: 'Bilaspur', truck_type: 'tipper', weight: 20, price: 4200, pickup_date: '2026-12-11', phone: '+919406225719', material: 'coal' }),
  },
  {
    text: 'Ek 14 tyre chahiye Rajkot se Lucknow, groundnut 25 ton, 62 hazar final, 15 dec. 9825 330 470',
    referenceDate: THU,
    expected: [{ origin: 'Rajkot', destination: 'Lucknow', truck_type: 'open', weight: 25, price: 62000, pickup_date: '2026-12-15', phone: '+919825330470', material: 'groundnut' }],
  },
  {
    text: 'Firozabad se Hyderabad kanch ka saman 8 ton 24 ft band gaadi 58 tak 11 dec 9412 065 283',
    referenceDate: THU,
    expected: [
      {
        origin: 'Firozabad',
        destination: 'Hyderabad',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 8,
        price: 58000,
        pickup_date: '2026-12-11',
        phone: '+919412065283',
        material: ['kanch ka saman', 'kanch', 'glass', 'glassware'],
      },
    ],
  },
  {
    text: 'Saharanpur se Delhi lakdi 10 tyre 16 ton 12500, ravivar ko. 9897 401 660',
    referenceDate: THU,
    expected: [{ origin: 'Saharanpur', destination: 'Delhi', truck_type: 'open', weight: 16, price: 12500, pickup_date: '2026-12-13', phone: '+919897401660', material: ['lakdi', 'wood'] }],
  },
  {
    text: 'Aligarh ke taale (locks) Bangalore bhejne hai, 5 ton, 22ft container, 75 hazar, kal pakka, 9359 120 476',
    referenceDate: THU,
    expected: [
      {
        origin: 'Aligarh',
        destination: 'Bengaluru',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 5,
        price: 75000,
        pickup_date: '2026-12-11',
        phone: '+919359120476',
        material: ['taale', 'locks', 'taale (locks)'],
      },
    ],
  },
  {
    text: 'Alwar to Chennai 2 sxl 32 ft, 7 ton each, tractor parts, 1.1 lakh per gadi, 14 dec. 9414 540 982',
    referenceDate: THU,
    expected: trucks(2, {
      origin: 'Alwar',
      destination: 'Chennai',
      truck_type: 'container',
      truck_length_ft: 32,
      weight: 7,
      price: 110000,
      pickup_date: '2026-12-14',
      phone: '+919414540982',
      material: ['tractor parts'],
    }),
  },
  {
    text: 'Bhai kal ke liye gaadi do: Kishangarh to Bengaluru marble slab 30 ton, trailer, 1.4 lakh. 9829 117 050',
    referenceDate: SAT,
    expected: [
      {
        origin: 'Kishangarh',
        destination: 'Bengaluru',
        truck_type: 'trailer',
        weight: 30,
        price: 140000,
        pickup_date: '2026-12-20',
        phone: '+919829117050',
        material: ['marble slab', 'marble slabs', 'marble'],
      },
    ],
  },
  {
    text: 'Sikar se pyaaz 22 ton Kolkata, 14 chakka, 2.1 rupya kilo, somvar ko. 9571 304 226',
    referenceDate: SAT,
    expected: [
      {
        origin: 'Sikar',
        destination: 'Kolkata',
        truck_type: 'open',
        weight: 22,
        rate_per_tonne: 2100,
        price: 46200,
        pickup_date: '2026-12-21',
        phone: '+919571304226',
        material: ['pyaaz', 'pyaz', 'onion'],
      },
    ],
  },
  {
    text: 'Noida sec 80 se Jaipur LED TV 20 ft container 4 ton 22k aaj 9899 550 714',
    referenceDate: SAT,
    expected: [
      {
        origin: 'Noida',
        destination: 'Jaipur',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 4,
        price: 22000,
        pickup_date: '2026-12-19',
        phone: '+919899550714',
        material: ['led tv', 'led tvs', 'tv'],
      },
    ],
  },
  {
    text: 'Faridabad se Pune tractor 2 piece trailer pe, 8 ton, 92 tak de denge, 22 ko. Ramesh 9811 732 015',
    referenceDate: SAT,
    expected: [{ origin: 'Faridabad', destination: 'Pune', truck_type: 'trailer', weight: 8, price: 92000, pickup_date: '2026-12-22', phone: '+919811732015', material: ['tractor', 'tractors'] }],
  },
  {
    text: 'Jabalpur ka matar Delhi jana, reefer nahi, open chalega 12 chakka, 18 ton, 45 hazar, kal. 9300 662 104',
    referenceDate: SAT,
    expected: [
      { origin: 'Jabalpur', destination: 'Delhi', truck_type: 'open', weight: 18, price: 45000, pickup_date: '2026-12-20', phone: '+919300662104', material: ['matar', 'peas', 'green peas'] },
    ],
  },
  {
    text: 'Bhiwandi se Nagpur FMCG, ek 32 ft MXL aur ek 20 ft container, dono ke 65k aur 40k, parso. 9930 128 455',
    referenceDate: SAT,
    expected: [
      { origin: 'Bhiwandi', destination: 'Nagpur', truck_type: 'container', truck_length_ft: 32, price: 65000, pickup_date: '2026-12-21', phone: '+919930128455', material: 'fmcg' },
      { origin: 'Bhiwandi', destination: 'Nagpur', truck_type: 'container', truck_length_ft: 20, price: 40000, pickup_date: '2026-12-21', phone: '+919930128455', material: 'fmcg' },
    ],
  },
  {
    text: 'Mathura se Bharatpur nahi, Mathura se Jaipur, refinery ka bitumen tanker 20 ton, 18000, aaj. 9837 014 632',
    referenceDate: SAT,
    expected: [{ origin: 'Mathura', destination: 'Jaipur', truck_type: 'tanker', weight: 20, price: 18000, pickup_date: '2026-12-19', phone: '+919837014632', material: 'bitumen' }],
  },
  {
    text: 'Unnao se Kolkata chamde ka maal 20ft container 8 ton 52 hazaar mangalvar ko 9026 418 339',
    referenceDate: SAT,
    expected: [
      {
        origin: 'Unnao',
        destination: 'Kolkata',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 8,
        price: 52000,
        pickup_date: '2026-12-22',
        phone: '+919026418339',
        material: ['chamde ka maal', 'chamda', 'leather'],
      },
    ],
  },
  {
    text: 'Jhansi se Indore 2 gaadi 12 tyre, dal 25 ton, 1.3 rupya kilo, 21 tarikh. 9450 031 882',
    referenceDate: SAT,
    expected: trucks(2, {
      origin: 'Jhansi',
      destination: 'Indore',
      truck_type: 'open',
      weight: 25,
      rate_per_tonne: 1300,
      price: 32500,
      pickup_date: '2026-12-21',
      phone: '+919450031882',
      material: ['dal', 'pulses'],
    }),
  },
  {
    text: 'Naye saal se pehle maal nikalna hai: Ludhiana se Delhi, cycle parts, 20 ft container, 6 ton, 20k, kal. 9876 221 590',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Ludhiana',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 6,
        price: 20000,
        pickup_date: '2026-12-31',
        phone: '+919876221590',
        material: ['cycle parts', 'bicycle parts'],
      },
    ],
  },
  {
    text: 'Dhanbad se Varanasi coke 25 ton 12 chakka 1450/ton 2 tarikh, 9934 560 173',
    referenceDate: YEND,
    expected: [{ origin: 'Dhanbad', destination: 'Varanasi', truck_type: 'open', weight: 25, rate_per_tonne: 1450, price: 36250, pickup_date: '2027-01-02', phone: '+919934560173', material: 'coke' }],
  },
  {
    text: 'Panipat ka kambal Srinagar jana hai, 24 ft container, 7 ton, 85000, parso. 9813 904 276',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Panipat',
        destination: 'Srinagar',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 7,
        price: 85000,
        pickup_date: '2027-01-01',
        phone: '+919813904276',
        material: ['kambal', 'blankets', 'blanket'],
      },
    ],
  },
  {
    text: 'Balotra se Ahmedabad kapda 10 ton 22 ft closed 21 hazar, monday ko, 9413 085 521',
    referenceDate: YEND,
    expected: [
      { origin: 'Balotra', destination: 'Ahmedabad', truck_type: 'container', truck_length_ft: 22, weight: 10, price: 21000, pickup_date: '2027-01-04', phone: '+919413085521', material: 'kapda' },
    ],
  },
  {
    text: 'Bhai 31 ko ek tata ace chahiye Ghaziabad se Noida, 800 kg shifting saman, 2500. 8700 331 962',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Ghaziabad',
        destination: 'Noida',
        truck_type: 'lcv',
        weight: 0.8,
        price: 2500,
        pickup_date: '2026-12-31',
        phone: '+918700331962',
        material: ['shifting saman', 'household goods', 'saman'],
      },
    ],
  },
  {
    text: 'Kashipur se Mumbai paper reel 16 ton 32 ft open 72 tak 2 jan ko, 9719 330 045',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Kashipur',
        destination: 'Mumbai',
        truck_type: 'open',
        truck_length_ft: 32,
        weight: 16,
        price: 72000,
        pickup_date: '2027-01-02',
        phone: '+919719330045',
        material: ['paper reel', 'paper reels', 'paper'],
      },
    ],
  },
  // ── Hindi in Devanagari ─────────────────────────────────────────────────────────────────────────────────────────
  {
    text: 'इंदौर से मुंबई सोयाबीन 25 टन, 12 चक्का गाड़ी चाहिए, भाड़ा 180 रुपये प्रति क्विंटल, कल लोडिंग। संपर्क 9826 331 402',
    referenceDate: FRI,
    expected: [{ origin: 'Indore', destination: 'Mumbai', truck_type: 'open', weight: 25, rate_per_tonne: 1800, price: 45000, pickup_date: '2026-11-28', phone: '+919826331402', material: 'सोयाबीन' }],
  },
  {
    text: 'दिल्ली से पटना किराना का माल 10 टन, 22 फुट बंद बॉडी, किराया 42000, परसों गाड़ी लगेगी। 9810 276 553',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Delhi',
        destination: 'Patna',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 10,
        price: 42000,
        pickup_date: '2026-11-29',
        phone: '+919810276553',
        material: ['किराना का माल', 'किराना'],
      },
    ],
  },
  {
    text: 'लखनऊ से कानपुर आलू 15 टन, 10 टायर, 9000 रुपये, आज ही। 9415 662 018',
    referenceDate: FRI,
    expected: [{ origin: 'Lucknow', destination: 'Kanpur', truck_type: 'open', weight: 15, price: 9000, pickup_date: '2026-11-27', phone: '+919415662018', material: 'आलू' }],
  },
  {
    text: 'जयपुर से अहमदाबाद ग्वार 200 क्विंटल, 14 चक्का, 120 रु क्विंटल, 30 तारीख को लोडिंग। मो. 9414 902 336',
    referenceDate: FRI,
    expected: [{ origin: 'Jaipur', destination: 'Ahmedabad', truck_type: 'open', weight: 20, rate_per_tonne: 1200, price: 24000, pickup_date: '2026-11-30', phone: '+919414902336', material: 'ग्वार' }],
  },
  {
    text: 'भोपाल से नागपुर गेहूं 28 टन, 14 चक्का चाहिए, 1 रुपया 10 पैसे किलो, सोमवार को। 9425 671 880',
    referenceDate: FRI,
    expected: [
      { origin: 'Bhopal', destination: 'Nagpur', truck_type: 'open', weight: 28, rate_per_tonne: 1100, price: 30800, pickup_date: '2026-11-30', phone: '+919425671880', material: ['गेहूं', 'गेहूँ'] },
    ],
  },
  {
    text: 'पटना से सिलीगुड़ी मक्का 25 टन 12 चक्का भाड़ा 38 हजार 29 को 9431 550 274',
    referenceDate: FRI,
    expected: [{ origin: 'Patna', destination: 'Siliguri', truck_type: 'open', weight: 25, price: 38000, pickup_date: '2026-11-29', phone: '+919431550274', material: 'मक्का' }],
  },
  {
    text: 'आगरा से दिल्ली आलू की 3 गाड़ी चाहिए, 10 चक्का, हर गाड़ी 16 टन, 8500 प्रति गाड़ी, कल। 9837 220 645',
    referenceDate: FRI,
    expected: trucks(3, { origin: 'Agra', destination: 'Delhi', truck_type: 'open', weight: 16, price: 8500, pickup_date: '2026-11-28', phone: '+919837220645', material: 'आलू' }),
  },
  {
    text: 'नागपुर से रायपुर संतरा 10 टन, 6 चक्का, भाड़ा 17 हजार, आज शाम। 9370 518 226',
    referenceDate: FRI,
    expected: [{ origin: 'Nagpur', destination: 'Raipur', truck_type: 'open', weight: 10, price: 17000, pickup_date: '2026-11-27', phone: '+919370518226', material: 'संतरा' }],
  },
  {
    text: 'कोटा से दिल्ली धनिया 180 क्विंटल, 150 रुपये क्विंटल, 12 टायर, 1 तारीख। 9462 130 785',
    referenceDate: FRI,
    expected: [{ origin: 'Kota', destination: 'Delhi', truck_type: 'open', weight: 18, rate_per_tonne: 1500, price: 27000, pickup_date: '2026-12-01', phone: '+919462130785', material: 'धनिया' }],
  },
  {
    text: 'गुड़गांव से जयपुर 20 फुट कंटेनर, ऑटो पार्ट्स 5 टन, 17 हजार फिक्स, कल सुबह। 9971 045 318',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Gurugram',
        destination: 'Jaipur',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 5,
        price: 17000,
        pickup_date: '2026-11-28',
        phone: '+919971045318',
        material: ['ऑटो पार्ट्स', 'auto parts'],
      },
    ],
  },
  {
    text: 'वाराणसी से कोलकाता साड़ी 6 टन, 24 फुट कंटेनर, 48000, रविवार। 9450 173 604',
    referenceDate: FRI,
    expected: [
      { origin: 'Varanasi', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 24, weight: 6, price: 48000, pickup_date: '2026-11-29', phone: '+919450173604', material: 'साड़ी' },
    ],
  },
  {
    text: 'रायपुर से हैदराबाद चावल 30 टन, 16 चक्का, 1600 रुपये प्रति टन, 28 तारीख। संपर्क करें 7000 415 902',
    referenceDate: FRI,
    expected: [{ origin: 'Raipur', destination: 'Hyderabad', truck_type: 'open', weight: 30, rate_per_tonne: 1600, price: 48000, pickup_date: '2026-11-28', phone: '+917000415902', material: 'चावल' }],
  },
  {
    text: 'बीकानेर से गुवाहाटी भुजिया नमकीन 7 टन 32 फुट SXL 1.35 लाख 30 को 9414 281 607',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Bikaner',
        destination: 'Guwahati',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 7,
        price: 135000,
        pickup_date: '2026-11-30',
        phone: '+919414281607',
        material: ['भुजिया नमकीन', 'भुजिया', 'नमकीन'],
      },
    ],
  },
  {
    text: 'उज्जैन से सूरत लहसुन 12 टन, 22 फुट बंद गाड़ी, 38 हजार, बुधवार। 9826 014 995',
    referenceDate: MON,
    expected: [{ origin: 'Ujjain', destination: 'Surat', truck_type: 'container', truck_length_ft: 22, weight: 12, price: 38000, pickup_date: '2026-11-18', phone: '+919826014995', material: 'लहसुन' }],
  },
  {
    text: 'ग्वालियर से आगरा पत्थर 2 डंपर, 20 टन प्रत्येक, 6500 प्रति गाड़ी, आज। 9425 300 817',
    referenceDate: MON,
    expected: trucks(2, { origin: 'Gwalior', destination: 'Agra', truck_type: 'tipper', weight: 20, price: 6500, pickup_date: '2026-11-16', phone: '+919425300817', material: 'पत्थर' }),
  },
  {
    text: 'मेरठ से देहरादून गुड़ 8 टन, आयशर 17 फुट, 14000, कल। 9917 503 226',
    referenceDate: MON,
    expected: [{ origin: 'Meerut', destination: 'Dehradun', truck_type: 'lcv', truck_length_ft: 17, weight: 8, price: 14000, pickup_date: '2026-11-17', phone: '+919917503226', material: 'गुड़' }],
  },
  {
    text: 'जोधपुर से मुंबई ग्वार गम 20 टन 14 चक्का 2 रुपये किलो 20 तारीख 9829 440 613',
    referenceDate: MON,
    expected: [
      {
        origin: 'Jodhpur',
        destination: 'Mumbai',
        truck_type: 'open',
        weight: 20,
        rate_per_tonne: 2000,
        price: 40000,
        pickup_date: '2026-11-20',
        phone: '+919829440613',
        material: ['ग्वार गम', 'ग्वार'],
      },
    ],
  },
  {
    text: 'कानपुर से लुधियाना जूते 6 टन 32 फुट कंटेनर किराया 68 हजार परसों 9336 551 072',
    referenceDate: MON,
    expected: [{ origin: 'Kanpur', destination: 'Ludhiana', truck_type: 'container', truck_length_ft: 32, weight: 6, price: 68000, pickup_date: '2026-11-18', phone: '+919336551072', material: 'जूते' }],
  },
  {
    text: 'सतना से प्रयागराज सीमेंट 4 गाड़ी, 25 टन हर गाड़ी, 10 चक्का, 110 रुपये क्विंटल, 17 को। 9407 612 338',
    referenceDate: MON,
    expected: trucks(4, {
      origin: 'Satna',
      destination: 'Prayagraj',
      truck_type: 'open',
      weight: 25,
      rate_per_tonne: 1100,
      price: 27500,
      pickup_date: '2026-11-17',
      phone: '+919407612338',
      material: 'सीमेंट',
    }),
  },
  {
    text: 'झांसी से भोपाल मूंगफली 18 टन 12 टायर 19500 शुक्रवार 9415 944 201',
    referenceDate: MON,
    expected: [{ origin: 'Jhansi', destination: 'Bhopal', truck_type: 'open', weight: 18, price: 19500, pickup_date: '2026-11-20', phone: '+919415944201', material: 'मूंगफली' }],
  },
  {
    text: 'हिसार से दिल्ली कपास की गांठें 14 टन, 22 फुट खुला, 16 हजार, आज ही। 9416 770 348',
    referenceDate: MON,
    expected: [
      {
        origin: 'Hisar',
        destination: 'Delhi',
        truck_type: 'open',
        truck_length_ft: 22,
        weight: 14,
        price: 16000,
        pickup_date: '2026-11-16',
        phone: '+919416770348',
        material: ['कपास की गांठें', 'कपास'],
      },
    ],
  },
  {
    text: 'पानीपत से कोलकाता धागा (यार्न) 12 टन, 32 फुट एमएक्सएल, 1.1 लाख, कल। 9813 660 172',
    referenceDate: THU,
    expected: [
      {
        origin: 'Panipat',
        destination: 'Kolkata',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 12,
        price: 110000,
        pickup_date: '2026-12-11',
        phone: '+919813660172',
        material: ['धागा', 'यार्न', 'धागा (यार्न)', 'yarn'],
      },
    ],
  },
  {
    text: 'बरेली से लखनऊ चीनी 300 क्विंटल, 12 चक्का, 80 रुपये क्विंटल, शनिवार को। 9412 558 906',
    referenceDate: THU,
    expected: [{ origin: 'Bareilly', destination: 'Lucknow', truck_type: 'open', weight: 30, rate_per_tonne: 800, price: 24000, pickup_date: '2026-12-12', phone: '+919412558906', material: 'चीनी' }],
  },
  {
    text: 'इंदौर से दिल्ली दवाई का माल 3 टन, टाटा 407, 32000, परसों। 9893 402 165',
    referenceDate: THU,
    expected: [{ origin: 'Indore', destination: 'Delhi', truck_type: 'lcv', weight: 3, price: 32000, pickup_date: '2026-12-12', phone: '+919893402165', material: ['दवाई का माल', 'दवाई'] }],
  },
  {
    text: 'मुजफ्फरपुर से दिल्ली मखाना 5 टन, 20 फुट कंटेनर, 45000, 14 तारीख। 9934 807 551',
    referenceDate: THU,
    expected: [
      { origin: 'Muzaffarpur', destination: 'Delhi', truck_type: 'container', truck_length_ft: 20, weight: 5, price: 45000, pickup_date: '2026-12-14', phone: '+919934807551', material: 'मखाना' },
    ],
  },
  {
    text: 'भिलाई से मुंबई स्टील प्लेट 30 टन ट्रेलर 1900 प्रति टन कल 9406 118 230',
    referenceDate: THU,
    expected: [
      {
        origin: 'Bhilai',
        destination: 'Mumbai',
        truck_type: 'trailer',
        weight: 30,
        rate_per_tonne: 1900,
        price: 57000,
        pickup_date: '2026-12-11',
        phone: '+919406118230',
        material: ['स्टील प्लेट', 'स्टील'],
      },
    ],
  },
  {
    text: 'अलवर से चेन्नई सरसों तेल टैंकर 25 टन, 95 हजार, 12 को। 9414 018 562',
    referenceDate: THU,
    expected: [
      {
        origin: 'Alwar',
        destination: 'Chennai',
        truck_type: 'tanker',
        weight: 25,
        price: 95000,
        pickup_date: '2026-12-12',
        phone: '+919414018562',
        material: ['सरसों तेल', 'सरसों का तेल', 'mustard oil'],
      },
    ],
  },
  {
    text: 'आज ही गाड़ी चाहिए: बोकारो से जमशेदपुर कोयला 2 टिपर, 25 टन, 5500 प्रति गाड़ी। 9431 882 019',
    referenceDate: SAT,
    expected: trucks(2, { origin: 'Bokaro', destination: 'Jamshedpur', truck_type: 'tipper', weight: 25, price: 5500, pickup_date: '2026-12-19', phone: '+919431882019', material: 'कोयला' }),
  },
  {
    text: 'गोरखपुर से पटना चावल 27 टन 14 चक्का भाड़ा 70 रुपये प्रति क्विंटल सोमवार 9415 310 884',
    referenceDate: SAT,
    expected: [{ origin: 'Gorakhpur', destination: 'Patna', truck_type: 'open', weight: 27, rate_per_tonne: 700, price: 18900, pickup_date: '2026-12-21', phone: '+919415310884', material: 'चावल' }],
  },
  {
    text: 'अजमेर से पुणे मार्बल 28 टन ट्रेलर 88 हजार 23 तारीख 9828 114 560',
    referenceDate: SAT,
    expected: [{ origin: 'Ajmer', destination: 'Pune', truck_type: 'trailer', weight: 28, price: 88000, pickup_date: '2026-12-23', phone: '+919828114560', material: 'मार्बल' }],
  },
  {
    text: 'नया साल मुबारक! 2 जनवरी की लोडिंग: अलीगढ़ से दिल्ली ताले 3 टन, आयशर 14 फुट, 9 हजार। 9760 223 418',
    referenceDate: YEND,
    expected: [{ origin: 'Aligarh', destination: 'Delhi', truck_type: 'lcv', truck_length_ft: 14, weight: 3, price: 9000, pickup_date: '2027-01-02', phone: '+919760223418', material: 'ताले' }],
  },
  {
    text: 'हरिद्वार से मुंबई एफएमसीजी 9 टन 32 फुट कंटेनर 1.2 लाख परसों 9012 338 747',
    referenceDate: YEND,
    expected: [
      {
        origin: 'Haridwar',
        destination: 'Mumbai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 9,
        price: 120000,
        pickup_date: '2027-01-01',
        phone: '+919012338747',
        material: ['एफएमसीजी', 'fmcg'],
      },
    ],
  },
  {
    text: 'इंदौर से अहमदाबाद नमकीन ५ टन, २२ फुट कंटेनर, २४ हजार, कल। 9907 552 183',
    referenceDate: YEND,
    expected: [
      { origin: 'Indore', destination: 'Ahmedabad', truck_type: 'container', truck_length_ft: 22, weight: 5, price: 24000, pickup_date: '2026-12-31', phone: '+919907552183', material: 'नमकीन' },
    ],
  },
  // ── Marathi, Devanagari and Latin ───────────────────────────────────────────────────────────────────────────────
  {
    text: 'सांगली ते पुणे हळद 20 टन, 10 चाकी गाडी पाहिजे, भाडे 22000, उद्या लोडिंग. 9850 216 447',
    referenceDate: FRI,
    expected: [{ origin: 'Sangli', destination: 'Pune', truck_type: 'open', weight: 20, price: 22000, pickup_date: '2026-11-28', phone: '+919850216447', material: 'हळद' }],
  },
  {
    text: 'माल आहे: नाशिक ते सुरत कांदा 25 टन, 12 चाकी, भाडे 150 रुपये क्विंटल, परवा. संपर्क 9823 604 119',
    referenceDate: FRI,
    expected: [{ origin: 'Nashik', destination: 'Surat', truck_type: 'open', weight: 25, rate_per_tonne: 1500, price: 37500, pickup_date: '2026-11-29', phone: '+919823604119', material: 'कांदा' }],
  },
  {
    text: 'कोल्हापूर ते बेंगलोर गूळ 16 टन, 22 फूट बंद बॉडी, 38 हजार, सोमवारी लोडिंग. 9420 551 307',
    referenceDate: FRI,
    expected: [
      { origin: 'Kolhapur', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 22, weight: 16, price: 38000, pickup_date: '2026-11-30', phone: '+919420551307', material: 'गूळ' },
    ],
  },
  {
    text: 'सोलापूर ते हैदराबाद डाळिंब 10 टन, रीफर गाडी, 42000, आज. 9960 338 204',
    referenceDate: FRI,
    expected: [{ origin: 'Solapur', destination: 'Hyderabad', truck_type: 'reefer', weight: 10, price: 42000, pickup_date: '2026-11-27', phone: '+919960338204', material: 'डाळिंब' }],
  },
  {
    text: 'औरंगाबाद (वाळूज) ते चाकण ऑटो पार्ट्स 6 टन, आयशर 19 फूट, 15500, उद्या. 9922 417 688',
    referenceDate: MON,
    expected: [
      {
        origin: 'Aurangabad',
        destination: 'Chakan',
        truck_type: 'lcv',
        truck_length_ft: 19,
        weight: 6,
        price: 15500,
        pickup_date: '2026-11-17',
        phone: '+919922417688',
        material: ['ऑटो पार्ट्स', 'auto parts'],
      },
    ],
  },
  {
    text: 'लातूर ते मुंबई सोयाबीन 2 गाड्या, प्रत्येकी 25 टन, 14 चाकी, 1400 रुपये टन, परवा लोडिंग. 9881 025 763',
    referenceDate: MON,
    expected: trucks(2, {
      origin: 'Latur',
      destination: 'Mumbai',
      truck_type: 'open',
      weight: 25,
      rate_per_tonne: 1400,
      price: 35000,
      pickup_date: '2026-11-18',
      phone: '+919881025763',
      material: 'सोयाबीन',
    }),
  },
  {
    text: 'अहमदनगर ते पुणे साखर 300 क्विंटल, 12 टायर, 60 रु क्विंटल, बुधवारी. 9766 310 845',
    referenceDate: MON,
    expected: [{ origin: 'Ahmednagar', destination: 'Pune', truck_type: 'open', weight: 30, rate_per_tonne: 600, price: 18000, pickup_date: '2026-11-18', phone: '+919766310845', material: 'साखर' }],
  },
  {
    text: 'जळगाव ते दिल्ली केळी 18 टन, 12 चाकी, 55 हजार भाडे, आजच. 9421 590 036',
    referenceDate: MON,
    expected: [{ origin: 'Jalgaon', destination: 'Delhi', truck_type: 'open', weight: 18, price: 55000, pickup_date: '2026-11-16', phone: '+919421590036', material: 'केळी' }],
  },
  {
    text: 'सातारा ते वाशी मार्केट भाजीपाला 7 टन, 407 टेम्पो, 9000, उद्या पहाटे. 9890 721 554',
    referenceDate: THU,
    expected: [{ origin: 'Satara', destination: 'Navi Mumbai', truck_type: 'lcv', weight: 7, price: 9000, pickup_date: '2026-12-11', phone: '+919890721554', material: 'भाजीपाला' }],
  },
  {
    text: 'नागपूर ते चंद्रपूर कोळसा टिपर 3 गाड्या 20 टन 4000 प्रति गाडी शनिवार 9545 118 290',
    referenceDate: THU,
    expected: trucks(3, { origin: 'Nagpur', destination: 'Chandrapur', truck_type: 'tipper', weight: 20, price: 4000, pickup_date: '2026-12-12', phone: '+919545118290', material: 'कोळसा' }),
  },
  {
    text: 'अमरावती ते नागपूर कापूस गाठी 12 टन, 10 चाकी, 11 हजार, परवा. 9403 227 611',
    referenceDate: THU,
    expected: [{ origin: 'Amravati', destination: 'Nagpur', truck_type: 'open', weight: 12, price: 11000, pickup_date: '2026-12-12', phone: '+919403227611', material: ['कापूस गाठी', 'कापूस'] }],
  },
  {
    text: 'धुळे ते इंदूर मिरची 9 टन 6 चाकी भाडे 16000 रविवारी 9765 442 018',
    referenceDate: SAT,
    expected: [{ origin: 'Dhule', destination: 'Indore', truck_type: 'open', weight: 9, price: 16000, pickup_date: '2026-12-20', phone: '+919765442018', material: 'मिरची' }],
  },
  {
    text: 'Sangli te Pune bedana 10 ton, 6 chaki gadi pahije, bhade 14000, udya loading. 9850 773 126',
    referenceDate: FRI,
    expected: [{ origin: 'Sangli', destination: 'Pune', truck_type: 'open', weight: 10, price: 14000, pickup_date: '2026-11-28', phone: '+919850773126', material: ['bedana', 'raisins'] }],
  },
  {
    text: 'Nashik te Mumbai draksha 8 ton reefer pahije, bhada 26 hajar, parva. 9822 015 837',
    referenceDate: FRI,
    expected: [{ origin: 'Nashik', destination: 'Mumbai', truck_type: 'reefer', weight: 8, price: 26000, pickup_date: '2026-11-29', phone: '+919822015837', material: ['draksha', 'grapes'] }],
  },
  {
    text: 'Pune te Nagpur maal ahe, 32 ft container, FMCG 9 ton, 58000, somvari. 9970 664 210',
    referenceDate: FRI,
    expected: [{ origin: 'Pune', destination: 'Nagpur', truck_type: 'container', truck_length_ft: 32, weight: 9, price: 58000, pickup_date: '2026-11-30', phone: '+919970664210', material: 'fmcg' }],
  },
  {
    text: 'Satara te Pune kanda 2 gadya 12 chaki, pratyeki 20 ton, 1 rupaya kilo, aaj. 9767 482 335',
    referenceDate: MON,
    expected: trucks(2, {
      origin: 'Satara',
      destination: 'Pune',
      truck_type: 'open',
      weight: 20,
      rate_per_tonne: 1000,
      price: 20000,
      pickup_date: '2026-11-16',
      phone: '+919767482335',
      material: ['kanda', 'onion'],
    }),
  },
  {
    text: 'Aurangabad te Bhiwandi 20 foot container 1, auto parts 6 ton, 21000 bhade, parva loading. 9823 016 550',
    referenceDate: MON,
    expected: [
      {
        origin: 'Aurangabad',
        destination: 'Bhiwandi',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 6,
        price: 21000,
        pickup_date: '2026-11-18',
        phone: '+919823016550',
        material: ['auto parts'],
      },
    ],
  },
  {
    text: 'Latur hun Hyderabad tur dal 25 ton, 14 chaki, bhade 30 hajar, guruvari. 9405 667 231',
    referenceDate: MON,
    expected: [
      { origin: 'Latur', destination: 'Hyderabad', truck_type: 'open', weight: 25, price: 30000, pickup_date: '2026-11-19', phone: '+919405667231', material: ['tur dal', 'toor dal', 'tur'] },
    ],
  },
  {
    text: 'Solapur te Bangalore chaddar (bedsheets) 6 ton, 24 ft band body, 40 hajar, udya. 9372 045 118',
    referenceDate: THU,
    expected: [
      {
        origin: 'Solapur',
        destination: 'Bengaluru',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 6,
        price: 40000,
        pickup_date: '2026-12-11',
        phone: '+919372045118',
        material: ['chaddar', 'bedsheets', 'chaddar (bedsheets)'],
      },
    ],
  },
  {
    text: 'Jalgaon te Surat kapus 15 ton 10 chaki bhade 17 hajar shanivari 9011 224 607',
    referenceDate: THU,
    expected: [{ origin: 'Jalgaon', destination: 'Surat', truck_type: 'open', weight: 15, price: 17000, pickup_date: '2026-12-12', phone: '+919011224607', material: ['kapus', 'cotton'] }],
  },
  {
    text: 'Ahmednagar te Pune dudh tanker 1, 20 ton, 9500, aajach. 9860 551 702',
    referenceDate: SAT,
    expected: [{ origin: 'Ahmednagar', destination: 'Pune', truck_type: 'tanker', weight: 20, price: 9500, pickup_date: '2026-12-19', phone: '+919860551702', material: ['dudh', 'milk'] }],
  },
  {
    text: 'Kolhapur te Goa gul 12 ton, 6 chaki nahi 10 chaki pahije, 15000, parva. 9284 330 641',
    referenceDate: YEND,
    expected: [{ origin: 'Kolhapur', destination: 'Goa', truck_type: 'open', weight: 12, price: 15000, pickup_date: '2027-01-01', phone: '+919284330641', material: ['gul', 'jaggery'] }],
  },
  // ── Gujarati, script and Latin ──────────────────────────────────────────────────────────────────────────────────
  {
    text: 'રાજકોટ થી જયપુર મગફળી 25 ટન, 12 પૈડાં ગાડી જોઈએ, ભાડું 48000, કાલે લોડિંગ. 9825 114 603',
    referenceDate: FRI,
    expected: [{ origin: 'Rajkot', destination: 'Jaipur', truck_type: 'open', weight: 25, price: 48000, pickup_date: '2026-11-28', phone: '+919825114603', material: 'મગફળી' }],
  },
  {
    text: 'મોરબી થી દિલ્હી સિરામિક ટાઇલ્સ 28 ટન, ટ્રેલર, ભાડું 1.05 લાખ, પરમદિવસે. 9714 556 230',
    referenceDate: FRI,
    expected: [{ origin: 'Morbi', destination: 'Delhi', truck_type: 'trailer', weight: 28, price: 105000, pickup_date: '2026-11-29', phone: '+919714556230', material: ['સિરામિક ટાઇલ્સ', 'ટાઇલ્સ'] }],
  },
  {
    text: 'મહેસાણા થી ચેન્નાઈ જીરું 15 ટન, 24 ફૂટ કન્ટેનર, 95,000, સોમવારે. 9426 118 570',
    referenceDate: FRI,
    expected: [
      { origin: 'Mehsana', destination: 'Chennai', truck_type: 'container', truck_length_ft: 24, weight: 15, price: 95000, pickup_date: '2026-11-30', phone: '+919426118570', material: 'જીરું' },
    ],
  },
  {
    text: 'ગાંધીધામ થી લુધિયાણા મીઠું 30 ટન, 14 પૈડાં, 1800 રૂપિયા ટન, આજે. 9909 227 418',
    referenceDate: FRI,
    expected: [
      { origin: 'Gandhidham', destination: 'Ludhiana', truck_type: 'open', weight: 30, rate_per_tonne: 1800, price: 54000, pickup_date: '2026-11-27', phone: '+919909227418', material: 'મીઠું' },
    ],
  },
  {
    text: 'અમદાવાદ થી સુરત કાપડ 8 ટન, આઈશર 19 ફૂટ, 11000, કાલે. 9879 301 645',
    referenceDate: MON,
    expected: [{ origin: 'Ahmedabad', destination: 'Surat', truck_type: 'lcv', truck_length_ft: 19, weight: 8, price: 11000, pickup_date: '2026-11-17', phone: '+919879301645', material: 'કાપડ' }],
  },
  {
    text: 'વડોદરા થી પુણે કેમિકલ ટેન્કર 2 ગાડી, દરેક 22 ટન, 38 હજાર ગાડી દીઠ, બુધવારે. 9824 770 152',
    referenceDate: MON,
    expected: trucks(2, { origin: 'Vadodara', destination: 'Pune', truck_type: 'tanker', weight: 22, price: 38000, pickup_date: '2026-11-18', phone: '+919824770152', material: 'કેમિકલ' }),
  },
  {
    text: 'જામનગર થી મુંબઈ પિત્તળ ના પાર્ટ્સ 5 ટન, 20 ફૂટ કન્ટેનર, 32 હજાર, શુક્રવારે. 9898 661 402',
    referenceDate: MON,
    expected: [
      {
        origin: 'Jamnagar',
        destination: 'Mumbai',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 5,
        price: 32000,
        pickup_date: '2026-11-20',
        phone: '+919898661402',
        material: ['પિત્તળ ના પાર્ટ્સ', 'પિત્તળ', 'brass parts'],
      },
    ],
  },
  {
    text: 'ભાવનગર થી કોલકાતા ડુંગળી 27 ટન, 16 પૈડાં, 220 રૂપિયા ક્વિન્ટલ, પરમદિવસે. 9825 447 119',
    referenceDate: THU,
    expected: [
      { origin: 'Bhavnagar', destination: 'Kolkata', truck_type: 'open', weight: 27, rate_per_tonne: 2200, price: 59400, pickup_date: '2026-12-12', phone: '+919825447119', material: 'ડુંગળી' },
    ],
  },
  {
    text: 'સુરત થી ઇન્દોર સાડી પાર્સલ 6 ટન 22 ફૂટ બંધ બોડી 26 હજાર કાલે 9727 008 341',
    referenceDate: THU,
    expected: [
      {
        origin: 'Surat',
        destination: 'Indore',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 6,
        price: 26000,
        pickup_date: '2026-12-11',
        phone: '+919727008341',
        material: ['સાડી પાર્સલ', 'સાડી'],
      },
    ],
  },
  {
    text: 'કંડલા પોર્ટ થી ભટિંડા ખાતર 3 ગાડી 14 પૈડાં 30 ટન દરેક 1500 રૂપિયા ટન ગુરુવારે 9979 440 286',
    referenceDate: THU,
    expected: trucks(3, {
      origin: 'Kandla',
      destination: 'Bathinda',
      truck_type: 'open',
      weight: 30,
      rate_per_tonne: 1500,
      price: 45000,
      pickup_date: '2026-12-10',
      phone: '+919979440286',
      material: 'ખાતર',
    }),
  },
  {
    text: 'હાલોલ થી ચાકણ ઓટો પાર્ટ્સ 7 ટન 32 ફૂટ કન્ટેનર 62000 સોમવારે 9712 335 890',
    referenceDate: SAT,
    expected: [
      {
        origin: 'Halol',
        destination: 'Chakan',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 7,
        price: 62000,
        pickup_date: '2026-12-21',
        phone: '+919712335890',
        material: ['ઓટો પાર્ટ્સ', 'auto parts'],
      },
    ],
  },
  {
    text: 'રાજકોટ થી ચેન્નાઈ એરંડા 25 ટન 12 પૈડાં 68 હજાર 2 તારીખે 9825 902 774',
    referenceDate: YEND,
    expected: [{ origin: 'Rajkot', destination: 'Chennai', truck_type: 'open', weight: 25, price: 68000, pickup_date: '2027-01-02', phone: '+919825902774', material: 'એરંડા' }],
  },
  {
    text: 'Rajkot thi Jaipur kapas ni gaadi jove, 12 wheel, 20 ton, bhadu 42000, kale loading. 9825 771 304',
    referenceDate: FRI,
    expected: [{ origin: 'Rajkot', destination: 'Jaipur', truck_type: 'open', weight: 20, price: 42000, pickup_date: '2026-11-28', phone: '+919825771304', material: ['kapas', 'cotton'] }],
  },
  {
    text: 'Morbi thi Bangalore tiles 2 trailer jove, 30 ton darek, 1.25 lakh trailer dith, parmdivse. 9714 225 816',
    referenceDate: FRI,
    expected: trucks(2, { origin: 'Morbi', destination: 'Bengaluru', truck_type: 'trailer', weight: 30, price: 125000, pickup_date: '2026-11-29', phone: '+919714225816', material: 'tiles' }),
  },
  {
    text: 'Amdavad thi Mumbai dava no maal 4 ton 19 fut eicher 24000 aaje j. 9374 118 902',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Ahmedabad',
        destination: 'Mumbai',
        truck_type: 'lcv',
        truck_length_ft: 19,
        weight: 4,
        price: 24000,
        pickup_date: '2026-11-27',
        phone: '+919374118902',
        material: ['dava no maal', 'dava', 'medicine'],
      },
    ],
  },
  {
    text: 'Junagadh thi Delhi magfali 25 ton 14 wheel 1.9 rupiya kilo somvare 9824 310 557',
    referenceDate: MON,
    expected: [
      {
        origin: 'Junagadh',
        destination: 'Delhi',
        truck_type: 'open',
        weight: 25,
        rate_per_tonne: 1900,
        price: 47500,
        pickup_date: '2026-11-16',
        phone: '+919824310557',
        material: ['magfali', 'groundnut'],
      },
    ],
  },
  {
    text: 'Surat thi Kolkata saree parcel 32 fut SXL 7 ton 92 hajar kale 9898 227 163',
    referenceDate: MON,
    expected: [
      {
        origin: 'Surat',
        destination: 'Kolkata',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 7,
        price: 92000,
        pickup_date: '2026-11-17',
        phone: '+919898227163',
        material: ['saree parcel', 'saree', 'sarees'],
      },
    ],
  },
  {
    text: 'Vapi thi Daman 407 tempo jove, plastic dana 2 ton, 2500, atyare j. 9601 228 340',
    referenceDate: MON,
    expected: [{ origin: 'Vapi', destination: 'Daman', truck_type: 'lcv', weight: 2, price: 2500, pickup_date: '2026-11-16', phone: '+919601228340', material: ['plastic dana', 'plastic granules'] }],
  },
  {
    text: 'Ankleshwar thi Hyderabad chemical drum 18 ton 22 fut closed 72000 guruvare 9427 661 580',
    referenceDate: THU,
    expected: [
      {
        origin: 'Ankleshwar',
        destination: 'Hyderabad',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 18,
        price: 72000,
        pickup_date: '2026-12-10',
        phone: '+919427661580',
        material: ['chemical drum', 'chemical drums', 'chemical'],
      },
    ],
  },
  {
    text: 'Mundra thi Jaipur 40 fut container 2 jove, 27 ton, 82 hajar darek, shanivare. 9909 548 217',
    referenceDate: THU,
    expected: trucks(2, {
      origin: 'Mundra',
      destination: 'Jaipur',
      truck_type: 'container',
      truck_length_ft: 40,
      weight: 27,
      price: 82000,
      pickup_date: '2026-12-12',
      phone: '+919909548217',
      material: null,
    }),
  },
  {
    text: 'Palanpur thi Ahmedabad bataka 20 ton 10 wheel 12000 kale 9725 116 408',
    referenceDate: SAT,
    expected: [{ origin: 'Palanpur', destination: 'Ahmedabad', truck_type: 'open', weight: 20, price: 12000, pickup_date: '2026-12-20', phone: '+919725116408', material: ['bataka', 'potato'] }],
  },
  {
    text: 'Bhuj thi Gandhidham salt 25 ton tipper 6000 aaje 9427 330 129',
    referenceDate: YEND,
    expected: [{ origin: 'Bhuj', destination: 'Gandhidham', truck_type: 'tipper', weight: 25, price: 6000, pickup_date: '2026-12-30', phone: '+919427330129', material: 'salt' }],
  },
  // ── Punjabi, Gurmukhi and Latin ─────────────────────────────────────────────────────────────────────────────────
  {
    text: 'ਲੁਧਿਆਣਾ ਤੋਂ ਕਲਕੱਤਾ ਧਾਗਾ 10 ਟਨ, 32 ਫੁੱਟ ਕੰਟੇਨਰ, ਭਾੜਾ 1 ਲੱਖ, ਕੱਲ੍ਹ ਲੋਡਿੰਗ। 98140 55217',
    referenceDate: FRI,
    expected: [
      { origin: 'Ludhiana', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 10, price: 100000, pickup_date: '2026-11-28', phone: '+919814055217', material: 'ਧਾਗਾ' },
    ],
  },
  {
    text: 'ਅੰਮ੍ਰਿਤਸਰ ਤੋਂ ਦਿੱਲੀ ਚੌਲ 25 ਟਨ, 12 ਟਾਇਰ, 1300 ਰੁਪਏ ਟਨ, ਪਰਸੋਂ। 98155 60231',
    referenceDate: FRI,
    expected: [{ origin: 'Amritsar', destination: 'Delhi', truck_type: 'open', weight: 25, rate_per_tonne: 1300, price: 32500, pickup_date: '2026-11-29', phone: '+919815560231', material: 'ਚੌਲ' }],
  },
  {
    text: 'ਬਠਿੰਡਾ ਤੋਂ ਜੈਪੁਰ ਕਣਕ 280 ਕੁਇੰਟਲ, 14 ਟਾਇਰ, 120 ਰੁਪਏ ਕੁਇੰਟਲ, ਸੋਮਵਾਰ। 94170 22856',
    referenceDate: FRI,
    expected: [{ origin: 'Bathinda', destination: 'Jaipur', truck_type: 'open', weight: 28, rate_per_tonne: 1200, price: 33600, pickup_date: '2026-11-30', phone: '+919417022856', material: 'ਕਣਕ' }],
  },
  {
    text: 'ਮੰਡੀ ਗੋਬਿੰਦਗੜ੍ਹ ਤੋਂ ਮੁੰਬਈ ਸਰੀਆ 30 ਟਨ, ਟਰਾਲਾ ਚਾਹੀਦਾ, 85 ਹਜ਼ਾਰ, ਅੱਜ। 98721 40398',
    referenceDate: MON,
    expected: [{ origin: 'Mandi Gobindgarh', destination: 'Mumbai', truck_type: 'trailer', weight: 30, price: 85000, pickup_date: '2026-11-16', phone: '+919872140398', material: 'ਸਰੀਆ' }],
  },
  {
    text: 'ਜਲੰਧਰ ਤੋਂ ਚੇਨਈ ਖੇਡਾਂ ਦਾ ਸਮਾਨ 6 ਟਨ, 32 ਫੁੱਟ ਕੰਟੇਨਰ, 1.3 ਲੱਖ, ਬੁੱਧਵਾਰ। 98148 30772',
    referenceDate: MON,
    expected: [
      {
        origin: 'Jalandhar',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 6,
        price: 130000,
        pickup_date: '2026-11-18',
        phone: '+919814830772',
        material: ['ਖੇਡਾਂ ਦਾ ਸਮਾਨ', 'sports goods'],
      },
    ],
  },
  {
    text: 'ਪਟਿਆਲਾ ਤੋਂ ਦਿੱਲੀ ਆਲੂ 2 ਗੱਡੀਆਂ, 10 ਟਾਇਰ, ਹਰ ਗੱਡੀ 16 ਟਨ, 14 ਹਜ਼ਾਰ ਗੱਡੀ, ਕੱਲ੍ਹ। 98889 01475',
    referenceDate: THU,
    expected: trucks(2, { origin: 'Patiala', destination: 'Delhi', truck_type: 'open', weight: 16, price: 14000, pickup_date: '2026-12-11', phone: '+919888901475', material: 'ਆਲੂ' }),
  },
  {
    text: 'ਅਬੋਹਰ ਤੋਂ ਦਿੱਲੀ ਕਿੰਨੂ 12 ਟਨ, 10 ਚੱਕਾ, 26 ਹਜ਼ਾਰ, ਪਰਸੋਂ। 94637 08812',
    referenceDate: THU,
    expected: [{ origin: 'Abohar', destination: 'Delhi', truck_type: 'open', weight: 12, price: 26000, pickup_date: '2026-12-12', phone: '+919463708812', material: 'ਕਿੰਨੂ' }],
  },
  {
    text: 'ਰਾਜਪੁਰਾ ਤੋਂ ਅਹਿਮਦਾਬਾਦ ਪਲਾਈਵੁੱਡ 18 ਟਨ, 32 ਫੁੱਟ ਖੁੱਲ੍ਹੀ ਗੱਡੀ, 75 ਹਜ਼ਾਰ, ਸ਼ਨੀਵਾਰ। 98153 22904',
    referenceDate: THU,
    expected: [
      { origin: 'Rajpura', destination: 'Ahmedabad', truck_type: 'open', truck_length_ft: 32, weight: 18, price: 75000, pickup_date: '2026-12-12', phone: '+919815322904', material: 'ਪਲਾਈਵੁੱਡ' },
    ],
  },
  {
    text: 'ਲੁਧਿਆਣਾ ਤੋਂ ਗੁਹਾਟੀ ਹੌਜ਼ਰੀ 8 ਟਨ, 32 ਫੁੱਟ SXL, 1.45 ਲੱਖ, ਸੋਮਵਾਰ। 97800 11638',
    referenceDate: SAT,
    expected: [
      { origin: 'Ludhiana', destination: 'Guwahati', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 145000, pickup_date: '2026-12-21', phone: '+919780011638', material: 'ਹੌਜ਼ਰੀ' },
    ],
  },
  {
    text: 'ਜਲੰਧਰ ਤੋਂ ਜੰਮੂ ਪਾਈਪਾਂ 9 ਟਨ ਆਇਸ਼ਰ 17 ਫੁੱਟ 18 ਹਜ਼ਾਰ ਕੱਲ੍ਹ 98761 33018',
    referenceDate: YEND,
    expected: [
      { origin: 'Jalandhar', destination: 'Jammu', truck_type: 'lcv', truck_length_ft: 17, weight: 9, price: 18000, pickup_date: '2026-12-31', phone: '+919876133018', material: ['ਪਾਈਪਾਂ', 'pipes'] },
    ],
  },
  {
    text: 'Ludhiana ton Delhi cycle parts 5 ton, 20 ft container, bhada 18 hazaar, kall. 98726 14490',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Ludhiana',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 5,
        price: 18000,
        pickup_date: '2026-11-28',
        phone: '+919872614490',
        material: ['cycle parts', 'bicycle parts'],
      },
    ],
  },
  {
    text: 'Amritsar ton Mumbai chaul 26 ton 16 tyre 1.7 rupaye kilo parson 98142 50673',
    referenceDate: FRI,
    expected: [
      { origin: 'Amritsar', destination: 'Mumbai', truck_type: 'open', weight: 26, rate_per_tonne: 1700, price: 44200, pickup_date: '2026-11-29', phone: '+919814250673', material: ['chaul', 'rice'] },
    ],
  },
  {
    text: 'Mandi Gobindgarh to Ludhiana sariya 3 gaddiyan 10 tyre 18 ton har gaddi, 6000 per gaddi, ajj. 98150 37711',
    referenceDate: MON,
    expected: trucks(3, { origin: 'Mandi Gobindgarh', destination: 'Ludhiana', truck_type: 'open', weight: 18, price: 6000, pickup_date: '2026-11-16', phone: '+919815037711', material: 'sariya' }),
  },
  {
    text: 'Bathinda ton Kolkata narma (cotton) 14 ton 24 ft band body 98 hazaar veervar nu. 94173 60592',
    referenceDate: MON,
    expected: [
      {
        origin: 'Bathinda',
        destination: 'Kolkata',
        truck_type: 'container',
        truck_length_ft: 24,
        weight: 14,
        price: 98000,
        pickup_date: '2026-11-19',
        phone: '+919417360592',
        material: ['narma', 'cotton', 'narma (cotton)'],
      },
    ],
  },
  {
    text: 'Jalandhar ton Bombay rubber goods 7 ton 32 ft MXL 1.1 lakh shukarvar 98555 02317',
    referenceDate: THU,
    expected: [
      {
        origin: 'Jalandhar',
        destination: 'Mumbai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 7,
        price: 110000,
        pickup_date: '2026-12-11',
        phone: '+919855502317',
        material: ['rubber goods', 'rubber'],
      },
    ],
  },
  {
    text: 'Patiala ton Chandigarh aata 10 ton 6 tyre 7000 ajj hi 98033 41175',
    referenceDate: SAT,
    expected: [{ origin: 'Patiala', destination: 'Chandigarh', truck_type: 'open', weight: 10, price: 7000, pickup_date: '2026-12-19', phone: '+919803341175', material: ['aata', 'atta', 'flour'] }],
  },
  {
    text: 'Zirakpur ton Shimla cement 2 gaddi 6 tyre, 9 ton har ek, 11 hazaar per gaddi, kall. 98770 52246',
    referenceDate: YEND,
    expected: trucks(2, { origin: 'Chandigarh', destination: 'Shimla', truck_type: 'open', weight: 9, price: 11000, pickup_date: '2026-12-31', phone: '+919877052246', material: 'cement' }),
  },
  // ── Tamil, script and Latin ─────────────────────────────────────────────────────────────────────────────────────
  {
    text: 'திருப்பூர் - சென்னை பனியன் லோடு 5 டன், 20 அடி கண்டெய்னர், வாடகை 22000, நாளை லோடிங். 98430 61122',
    referenceDate: FRI,
    expected: [
      { origin: 'Tiruppur', destination: 'Chennai', truck_type: 'container', truck_length_ft: 20, weight: 5, price: 22000, pickup_date: '2026-11-28', phone: '+919843061122', material: 'பனியன்' },
    ],
  },
  {
    text: 'ஈரோடு to பெங்களூர் மஞ்சள் 15 டன், 10 சக்கர லாரி, 24 ஆயிரம், இன்று. 94432 70158',
    referenceDate: FRI,
    expected: [{ origin: 'Erode', destination: 'Bengaluru', truck_type: 'open', weight: 15, price: 24000, pickup_date: '2026-11-27', phone: '+919443270158', material: 'மஞ்சள்' }],
  },
  {
    text: 'சேலம் இருந்து மதுரை சவ்வரிசி 10 டன் 6 சக்கரம் வாடகை 14500 நாளை மறுநாள் 90030 44127',
    referenceDate: FRI,
    expected: [{ origin: 'Salem', destination: 'Madurai', truck_type: 'open', weight: 10, price: 14500, pickup_date: '2026-11-29', phone: '+919003044127', material: 'சவ்வரிசி' }],
  },
  {
    text: 'கோவையிலிருந்து கொச்சிக்கு மோட்டார் பம்புகள் 4 டன், 407 வண்டி தேவை, 16000, திங்கள். 98940 32215',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Coimbatore',
        destination: 'Kochi',
        truck_type: 'lcv',
        weight: 4,
        price: 16000,
        pickup_date: '2026-11-30',
        phone: '+919894032215',
        material: ['மோட்டார் பம்புகள்', 'பம்புகள்', 'motor pumps'],
      },
    ],
  },
  {
    text: 'தூத்துக்குடி துறைமுகம் - மதுரை உப்பு 25 டன், டிப்பர் 2 வண்டி, ஒரு வண்டிக்கு 9000, இன்று. 94421 05563',
    referenceDate: MON,
    expected: trucks(2, { origin: 'Thoothukudi', destination: 'Madurai', truck_type: 'tipper', weight: 25, price: 9000, pickup_date: '2026-11-16', phone: '+919442105563', material: 'உப்பு' }),
  },
  {
    text: 'நாமக்கல் - ஹைதராபாத் முட்டை 12 டன், 22 அடி கண்டெய்னர், 48000, புதன். 99443 27801',
    referenceDate: MON,
    expected: [
      { origin: 'Namakkal', destination: 'Hyderabad', truck_type: 'container', truck_length_ft: 22, weight: 12, price: 48000, pickup_date: '2026-11-18', phone: '+919944327801', material: 'முட்டை' },
    ],
  },
  {
    text: 'கரூர் to சென்னை வேட்டி துணி 7 டன் 19 அடி ஐச்சர் 18000 நாளை 97877 40126',
    referenceDate: THU,
    expected: [
      {
        origin: 'Karur',
        destination: 'Chennai',
        truck_type: 'lcv',
        truck_length_ft: 19,
        weight: 7,
        price: 18000,
        pickup_date: '2026-12-11',
        phone: '+919787740126',
        material: ['வேட்டி துணி', 'வேட்டி'],
      },
    ],
  },
  {
    text: 'ஓசூர் - சென்னை ஆட்டோ பார்ட்ஸ் 6 டன் 32 அடி கண்டெய்னர் 26000 வெள்ளி 96009 28834',
    referenceDate: THU,
    expected: [
      {
        origin: 'Hosur',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 6,
        price: 26000,
        pickup_date: '2026-12-11',
        phone: '+919600928834',
        material: ['ஆட்டோ பார்ட்ஸ்', 'auto parts'],
      },
    ],
  },
  {
    text: 'திருச்சி - பெங்களூர் அரிசி 2 லாரி, 14 சக்கரம், லாரிக்கு 25 டன், டன்னுக்கு 1200 ரூபாய், சனி. 98421 55601',
    referenceDate: THU,
    expected: trucks(2, {
      origin: 'Tiruchirappalli',
      destination: 'Bengaluru',
      truck_type: 'open',
      weight: 25,
      rate_per_tonne: 1200,
      price: 30000,
      pickup_date: '2026-12-12',
      phone: '+919842155601',
      material: 'அரிசி',
    }),
  },
  {
    text: 'மதுரை - மும்பை கிரானைட் 28 டன் டிரெய்லர் 1.1 லட்சம் திங்கள் 94433 19072',
    referenceDate: SAT,
    expected: [{ origin: 'Madurai', destination: 'Mumbai', truck_type: 'trailer', weight: 28, price: 110000, pickup_date: '2026-12-21', phone: '+919443319072', material: 'கிரானைட்' }],
  },
  {
    text: 'எண்ணூர் துறைமுகம் - வேலூர் இரும்பு கம்பி 20 டன் 12 சக்கரம் 16000 நாளை 98410 67322',
    referenceDate: YEND,
    expected: [{ origin: 'Ennore', destination: 'Vellore', truck_type: 'open', weight: 20, price: 16000, pickup_date: '2026-12-31', phone: '+919841067322', material: ['இரும்பு கம்பி', 'கம்பி'] }],
  },
  {
    text: 'Tirupur la irundhu Chennai ku banian load 6 ton 20 ft container vaadagai 21000 naalai. 98422 71503',
    referenceDate: FRI,
    expected: [
      {
        origin: 'Tiruppur',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 6,
        price: 21000,
        pickup_date: '2026-11-28',
        phone: '+919842271503',
        material: ['banian', 'baniyan', 'hosiery'],
      },
    ],
  },
  {
    text: 'Cbe to Blr pump set 5 ton lorry 10 wheel 19000 inniku. 98941 06627',
    referenceDate: FRI,
    expected: [
      { origin: 'Coimbatore', destination: 'Bengaluru', truck_type: 'open', weight: 5, price: 19000, pickup_date: '2026-11-27', phone: '+919894106627', material: ['pump set', 'pump sets', 'pumps'] },
    ],
  },
  {
    text: 'Tpr - Kochi garments 4 ton 19 ft eicher 17500 thingal 97901 23484',
    referenceDate: MON,
    expected: [{ origin: 'Tiruppur', destination: 'Kochi', truck_type: 'lcv', truck_length_ft: 19, weight: 4, price: 17500, pickup_date: '2026-11-16', phone: '+919790123484', material: 'garments' }],
  },
  {
    text: 'Salem la irunthu Bangalore ku sago 12 ton 10 wheel lorry venum, 18 aayiram, naalai maru naal. 94431 68270',
    referenceDate: MON,
    expected: [{ origin: 'Salem', destination: 'Bengaluru', truck_type: 'open', weight: 12, price: 18000, pickup_date: '2026-11-18', phone: '+919443168270', material: 'sago' }],
  },
  {
    text: 'Madurai to Chennai coconut 14 ton 12 wheel 21000 sevvai kilambum 99940 12873',
    referenceDate: THU,
    expected: [{ origin: 'Madurai', destination: 'Chennai', truck_type: 'open', weight: 14, price: 21000, pickup_date: '2026-12-15', phone: '+919994012873', material: 'coconut' }],
  },
  {
    text: 'Trichy to Hosur onion 3 lorry 12 wheel, 25 ton each, 1100 per ton, naalai. 98650 44219',
    referenceDate: SAT,
    expected: trucks(3, {
      origin: 'Tiruchirappalli',
      destination: 'Hosur',
      truck_type: 'open',
      weight: 25,
      rate_per_tonne: 1100,
      price: 27500,
      pickup_date: '2026-12-20',
      phone: '+919865044219',
      material: 'onion',
    }),
  },
  {
    text: 'Erode to Mumbai turmeric 14 ton 32 ft sxl 1.05 lakh velli 94437 88106',
    referenceDate: YEND,
    expected: [
      { origin: 'Erode', destination: 'Mumbai', truck_type: 'container', truck_length_ft: 32, weight: 14, price: 105000, pickup_date: '2027-01-01', phone: '+919443788106', material: 'turmeric' },
    ],
  },
  // ── WhatsApp exports with header lines ──────────────────────────────────────────────────────────────────────────
  {
    text: `[27/11/26, 9:14 am] Sharma Roadlines: Load available Delhi to Lucknow 22 ft container 8 ton FMCG 34000 call 9811 440 216
[27/11/26, 9:20 am] Gupta Transport: Gaadi khali hai Lucknow me 32 ft, koi load ho to batao 9415 117 840
[27/11/26, 9:31 am] Balaji Logistics: Hyd to Chennai 16 tyre rice 30 ton 32k loading 29th 9849 301 775`,
    referenceDate: FRI,
    expected: [
      { origin: 'Delhi', destination: 'Lucknow', truck_type: 'container', truck_length_ft: 22, weight: 8, price: 34000, pickup_date: '2026-11-27', phone: '+919811440216', material: 'fmcg' },
      { origin: 'Hyderabad', destination: 'Chennai', truck_type: 'open', weight: 30, price: 32000, pickup_date: '2026-11-29', phone: '+919849301775', material: 'rice' },
    ],
  },
  {
    text: `27/11/2026, 21:05 - +91 98250 66314: Ahmedabad to Kolkata 32 ft SXL, chemicals 12 ton, 1.1 lakh, kal loading. Call 98250 66314
27/11/2026, 21:07 - +91 98250 66314: 2 gaadi chahiye`,
    referenceDate: FRI,
    expected: trucks(2, {
      origin: 'Ahmedabad',
      destination: 'Kolkata',
      truck_type: 'container',
      truck_length_ft: 32,
      weight: 12,
      price: 110000,
      pickup_date: '2026-11-28',
      phone: '+919825066314',
      material: ['chemicals', 'chemical'],
    }),
  },
  {
    text: `[16/11/26, 7:02 am] Jai Mata Di Transport: 🙏 Good morning ji 🙏
[16/11/26, 7:45 am] Jai Mata Di Transport: Jaipur se Delhi marble 2 trailer 30 ton 25000 per trailer aaj loading 9829 305 611
[16/11/26, 8:10 am] Rohit Carrier: rate kam hai bhai`,
    referenceDate: MON,
    expected: trucks(2, { origin: 'Jaipur', destination: 'Delhi', truck_type: 'trailer', weight: 30, price: 25000, pickup_date: '2026-11-16', phone: '+919829305611', material: 'marble' }),
  },
  {
    text: '[15/11/26, 10:40 pm] Raj Freight Carriers: Pune to Bangalore 32ft MXL 7 ton electronics 62000 call 9822 303 146',
    referenceDate: MON,
    expected: [
      { origin: 'Pune', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 62000, pickup_date: '2026-11-15', phone: '+919822303146', material: 'electronics' },
    ],
  },
  {
    text: `10/12/2026, 08:12 - Vijay Roadways Nagpur: NAGPUR TO RAIPUR 10 TYRE 16 TON COTTON SEED 14500 TOMORROW 9370 442 801
10/12/2026, 08:13 - Vijay Roadways Nagpur: NAGPUR TO JABALPUR 12 TYRE 20 TON SOYA DOC 17000 TOMORROW 9370 442 801
10/12/2026, 08:30 - Kiran: Truck available Raipur to Nagpur return, 10 tyre. 9752 118 306`,
    referenceDate: THU,
    expected: [
      { origin: 'Nagpur', destination: 'Raipur', truck_type: 'open', weight: 16, price: 14500, pickup_date: '2026-12-11', phone: '+919370442801', material: ['cotton seed', 'cottonseed'] },
      { origin: 'Nagpur', destination: 'Jabalpur', truck_type: 'open', weight: 20, price: 17000, pickup_date: '2026-12-11', phone: '+919370442801', material: ['soya doc', 'soya', 'doc'] },
    ],
  },
  {
    text: `[10/12/26, 11:02:45 AM] Om Sai Logistics: *LOAD ALERT*
From - Chakan
To - Gurgaon
Truck - 32 ft SXL
Wt - 8 MT
Material - auto parts
Rate - 78000
Date - 12/12
Contact - 9527 330 418`,
    referenceDate: THU,
    expected: [
      { origin: 'Chakan', destination: 'Gurugram', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 78000, pickup_date: '2026-12-12', phone: '+919527330418', material: ['auto parts'] },
    ],
  },
  {
    text: '[19/12/26, 6:55 pm] +91 97240 13386: Surat to Delhi saree 7 ton 32 ft sxl 88k kal loading 97240 13386',
    referenceDate: SAT,
    expected: [
      {
        origin: 'Surat',
        destination: 'Delhi',
        truck_type: 'container',
        truck_length_ft: 32,
        weight: 7,
        price: 88000,
        pickup_date: '2026-12-20',
        phone: '+919724013386',
        material: ['saree', 'sarees'],
      },
    ],
  },
  {
    text: `[30/12/26, 10:01 am] Shree Ganesh Transport: Happy new year in advance to all members 🎉
[30/12/26, 10:15 am] Shree Ganesh Transport: Load: Vadodara to Chennai, 2 nos 20 ft container, pharma 6 ton each, 68000 each, 2 Jan loading. Call 9825 014 672
[30/12/26, 10:17 am] Mahadev Roadlines: Indore to Mumbai 32 ft open 20 ton steel 45 tak kal. 9826 550 103`,
    referenceDate: YEND,
    expected: [
      ...trucks(2, {
        origin: 'Vadodara',
        destination: 'Chennai',
        truck_type: 'container',
        truck_length_ft: 20,
        weight: 6,
        price: 68000,
        pickup_date: '2027-01-02',
        phone: '+919825014672',
        material: 'pharma',
      }),
      { origin: 'Indore', destination: 'Mumbai', truck_type: 'open', truck_length_ft: 32, weight: 20, price: 45000, pickup_date: '2026-12-31', phone: '+919826550103', material: 'steel' },
    ],
  },
  {
    text: `[27/11/26, 4:12 pm] राठौर ट्रांसपोर्ट: जयपुर से इंदौर मार्बल 25 टन ट्रेलर 42 हजार परसों 9414 660 218
[27/11/26, 4:15 pm] राठौर ट्रांसपोर्ट: कोई गाड़ी हो तो बताओ`,
    referenceDate: FRI,
    expected: [{ origin: 'Jaipur', destination: 'Indore', truck_type: 'trailer', weight: 25, price: 42000, pickup_date: '2026-11-29', phone: '+919414660218', material: 'मार्बल' }],
  },
  {
    text: '15/11/2026, 19:40 - Patel Cargo: Rajkot to Delhi groundnut 25 ton 14 wheel 58000, 98251 33740',
    referenceDate: MON,
    expected: [{ origin: 'Rajkot', destination: 'Delhi', truck_type: 'open', weight: 25, price: 58000, pickup_date: '2026-11-15', phone: '+919825133740', material: 'groundnut' }],
  },
  {
    text: '[16/11/26, 9:05 am] ખોડિયાર ટ્રાન્સપોર્ટ: અમદાવાદ થી જયપુર કપાસ ગાંસડી 12 ટન 22 ફૂટ બંધ બોડી 30 હજાર આજે 9825 220 947',
    referenceDate: MON,
    expected: [
      {
        origin: 'Ahmedabad',
        destination: 'Jaipur',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 12,
        price: 30000,
        pickup_date: '2026-11-16',
        phone: '+919825220947',
        material: ['કપાસ ગાંસડી', 'કપાસ'],
      },
    ],
  },
  {
    text: '[09/12/26, 8:20 pm] Sidhu Transport Co: Ludhiana to Chennai hosiery 32 ft sxl 9 ton 1.35 lakh Monday loading 98140 70331',
    referenceDate: THU,
    expected: [
      { origin: 'Ludhiana', destination: 'Chennai', truck_type: 'container', truck_length_ft: 32, weight: 9, price: 135000, pickup_date: '2026-12-14', phone: '+919814070331', material: 'hosiery' },
    ],
  },
  {
    text: `[19/12/26, 11:11 am] Arjun: Bhiwandi to Ahmedabad ka rate kya chal raha 32 ft ka?
[19/12/26, 11:14 am] Maruti Freight: Bhiwandi to Ahmedabad 32 ft sxl 7 ton fmcg 36000 today 9619 224 503
[19/12/26, 11:20 am] Arjun: 👍`,
    referenceDate: SAT,
    expected: [
      { origin: 'Bhiwandi', destination: 'Ahmedabad', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 36000, pickup_date: '2026-12-19', phone: '+919619224503', material: 'fmcg' },
    ],
  },
  {
    text: '[27/11/26, 6:40 am] श्री स्वामी समर्थ ट्रान्सपोर्ट: पुणे ते नाशिक 407 टेम्पो, फर्निचर 2 टन, 7500, आज. 9881 446 120',
    referenceDate: FRI,
    expected: [{ origin: 'Pune', destination: 'Nashik', truck_type: 'lcv', weight: 2, price: 7500, pickup_date: '2026-11-27', phone: '+919881446120', material: 'फर्निचर' }],
  },
  {
    text: '10/12/2026, 07:15 - Murugan Lorry Service: கோவை - திருப்பூர் நூல் 8 டன் 10 சக்கரம் 6500 இன்று 98430 44715',
    referenceDate: THU,
    expected: [{ origin: 'Coimbatore', destination: 'Tiruppur', truck_type: 'open', weight: 8, price: 6500, pickup_date: '2026-12-10', phone: '+919843044715', material: 'நூல்' }],
  },
  {
    text: '[29/12/26, 5:30 pm] Anand Roadways: Nhava Sheva to Nagpur 40 ft container 26 ton 78000 call 9167 554 208',
    referenceDate: YEND,
    expected: [
      { origin: 'Nhava Sheva', destination: 'Nagpur', truck_type: 'container', truck_length_ft: 40, weight: 26, price: 78000, pickup_date: '2026-12-29', phone: '+919167554208', material: null },
    ],
  },
  {
    text: `16/11/2026, 10:02 - Sai Transport: <Media omitted>
16/11/2026, 10:02 - Sai Transport: Hubli to Pune onion 25 ton 12 tyre 1.1 rs kg parso 9448 660 210`,
    referenceDate: MON,
    expected: [{ origin: 'Hubballi', destination: 'Pune', truck_type: 'open', weight: 25, rate_per_tonne: 1100, price: 27500, pickup_date: '2026-11-18', phone: '+919448660210', material: 'onion' }],
  },
  {
    text: '[27/11/26, 1:05 pm] ਗਿੱਲ ਟਰਾਂਸਪੋਰਟ: ਜਲੰਧਰ ਤੋਂ ਦਿੱਲੀ ਚਮੜਾ 8 ਟਨ 22 ਫੁੱਟ ਬੰਦ ਬਾਡੀ 22 ਹਜ਼ਾਰ ਕੱਲ੍ਹ 98151 44026',
    referenceDate: FRI,
    expected: [
      { origin: 'Jalandhar', destination: 'Delhi', truck_type: 'container', truck_length_ft: 22, weight: 8, price: 22000, pickup_date: '2026-11-28', phone: '+919815144026', material: 'ਚਮੜਾ' },
    ],
  },
  {
    text: '10/12/2026, 15:42 - Deepak Logistics: Bhubaneswar to Vizag, 12 tyre, steel 25 ton, 28000, tomorrow. 9437 608 332 <This message was edited>',
    referenceDate: THU,
    expected: [{ origin: 'Bhubaneswar', destination: 'Visakhapatnam', truck_type: 'open', weight: 25, price: 28000, pickup_date: '2026-12-11', phone: '+919437608332', material: 'steel' }],
  },
  // ── Plain pastes of several posts, each with its own phone ──────────────────────────────────────────────────────
  {
    text: `Pune to Hyderabad 32ft sxl 8 ton pharma 55000 kal 9823 110 452

Nagpur to Raipur 10 tyre 15 ton rice 13000 aaj 9370 661 209

Indore se Surat 12 chakka soya 25 ton 30k parso 9826 770 314`,
    referenceDate: FRI,
    expected: [
      { origin: 'Pune', destination: 'Hyderabad', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 55000, pickup_date: '2026-11-28', phone: '+919823110452', material: 'pharma' },
      { origin: 'Nagpur', destination: 'Raipur', truck_type: 'open', weight: 15, price: 13000, pickup_date: '2026-11-27', phone: '+919370661209', material: 'rice' },
      { origin: 'Indore', destination: 'Surat', truck_type: 'open', weight: 25, price: 30000, pickup_date: '2026-11-29', phone: '+919826770314', material: ['soya', 'soyabean'] },
    ],
  },
  {
    text: `Delhi to Kanpur 22ft container FMCG 7 ton 21000 today 9811 600 372
Kanpur to Delhi leather 8 ton 20 ft container 19000 tomorrow 9415 206 381
Ludhiana to Delhi hosiery 5 ton 19 ft eicher 14000 today 98140 76322`,
    referenceDate: MON,
    expected: [
      { origin: 'Delhi', destination: 'Kanpur', truck_type: 'container', truck_length_ft: 22, weight: 7, price: 21000, pickup_date: '2026-11-16', phone: '+919811600372', material: 'fmcg' },
      { origin: 'Kanpur', destination: 'Delhi', truck_type: 'container', truck_length_ft: 20, weight: 8, price: 19000, pickup_date: '2026-11-17', phone: '+919415206381', material: 'leather' },
      { origin: 'Ludhiana', destination: 'Delhi', truck_type: 'lcv', truck_length_ft: 19, weight: 5, price: 14000, pickup_date: '2026-11-16', phone: '+919814076322', material: 'hosiery' },
    ],
  },
  {
    text: `जयपुर से दिल्ली ग्रेनाइट 28 टन ट्रेलर 28000 कल 9414 225 071
Jaipur to Ahmedabad marble 30 ton trailer 36000 kal 9829 771 450`,
    referenceDate: THU,
    expected: [
      { origin: 'Jaipur', destination: 'Delhi', truck_type: 'trailer', weight: 28, price: 28000, pickup_date: '2026-12-11', phone: '+919414225071', material: 'ग्रेनाइट' },
      { origin: 'Jaipur', destination: 'Ahmedabad', truck_type: 'trailer', weight: 30, price: 36000, pickup_date: '2026-12-11', phone: '+919829771450', material: 'marble' },
    ],
  },
  {
    text: `Hyd to Blr 32 ft mxl 7 ton 48k today 9848 552 603

Gaadi khali hai Bangalore me 32 ft mxl, Hyd return load chahiye 9900 448 127

Chennai to Blr 20 ft container 5 ton 15000 kal 9444 650 218`,
    referenceDate: SAT,
    expected: [
      { origin: 'Hyderabad', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 32, weight: 7, price: 48000, pickup_date: '2026-12-19', phone: '+919848552603', material: null },
      { origin: 'Chennai', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 20, weight: 5, price: 15000, pickup_date: '2026-12-20', phone: '+919444650218', material: null },
    ],
  },
  {
    text: `1) Surat - Jaipur, saree, 22 ft, band body, 9 ton, 28000, 31 Dec, 9898 112 604
2) Surat - Delhi, yarn, 32 ft SXL, 10 ton, 62000, 2 Jan, 9898 112 604
3) Surat - Ludhiana, fabric, 32 ft SXL, 9 ton, 78000, 2 Jan, 9727 440 118`,
    referenceDate: YEND,
    expected: [
      {
        origin: 'Surat',
        destination: 'Jaipur',
        truck_type: 'container',
        truck_length_ft: 22,
        weight: 9,
        price: 28000,
        pickup_date: '2026-12-31',
        phone: '+919898112604',
        material: ['saree', 'sarees'],
      },
      { origin: 'Surat', destination: 'Delhi', truck_type: 'container', truck_length_ft: 32, weight: 10, price: 62000, pickup_date: '2027-01-02', phone: '+919898112604', material: 'yarn' },
      { origin: 'Surat', destination: 'Ludhiana', truck_type: 'container', truck_length_ft: 32, weight: 9, price: 78000, pickup_date: '2027-01-02', phone: '+919727440118', material: 'fabric' },
    ],
  },
  {
    text: `LOAD 1: Raipur - Bhubaneswar, rice 25 T, 12 whl, 26000, 28/11, 7000 662 318
LOAD 2: Raipur - Ranchi, rice 25 T, 12 whl, 28000, 28/11, 7000 662 318
LOAD 3: Bilaspur - Patna, coal 30 T, tipper, 38000, 29/11, 9406 118 445`,
    referenceDate: FRI,
    expected: [
      { origin: 'Raipur', destination: 'Bhubaneswar', truck_type: 'open', weight: 25, price: 26000, pickup_date: '2026-11-28', phone: '+917000662318', material: 'rice' },
      { origin: 'Raipur', destination: 'Ranchi', truck_type: 'open', weight: 25, price: 28000, pickup_date: '2026-11-28', phone: '+917000662318', material: 'rice' },
      { origin: 'Bilaspur', destination: 'Patna', truck_type: 'tipper', weight: 30, price: 38000, pickup_date: '2026-11-29', phone: '+919406118445', material: 'coal' },
    ],
  },
  {
    text: `Kolhapur te Mumbai gul 14 ton 10 chaki 18000 udya 9420 331 087

Sangli te Hyderabad halad 20 ton 12 chaki 36000 parva 9850 220 179`,
    referenceDate: MON,
    expected: [
      { origin: 'Kolhapur', destination: 'Mumbai', truck_type: 'open', weight: 14, price: 18000, pickup_date: '2026-11-17', phone: '+919420331087', material: ['gul', 'jaggery'] },
      { origin: 'Sangli', destination: 'Hyderabad', truck_type: 'open', weight: 20, price: 36000, pickup_date: '2026-11-18', phone: '+919850220179', material: ['halad', 'turmeric'] },
    ],
  },
  {
    text: `Rajkot thi Ahmedabad engine parts 5 ton 407 7500 aaje 9825 660 301
Morbi thi Jaipur tiles 28 ton trailer 55000 kale 9714 882 406`,
    referenceDate: THU,
    expected: [
      { origin: 'Rajkot', destination: 'Ahmedabad', truck_type: 'lcv', weight: 5, price: 7500, pickup_date: '2026-12-10', phone: '+919825660301', material: ['engine parts'] },
      { origin: 'Morbi', destination: 'Jaipur', truck_type: 'trailer', weight: 28, price: 55000, pickup_date: '2026-12-11', phone: '+919714882406', material: 'tiles' },
    ],
  },
  {
    text: `Truck chahiye: Kolkata to Siliguri, 12 tyre, 20 ton, cement, 28000, kal - 9830 004 519
Load hai: Howrah to Patna, 22 ft container, 8 ton, FMCG, 26000, somvar - 9831 226 740`,
    referenceDate: SAT,
    expected: [
      { origin: 'Kolkata', destination: 'Siliguri', truck_type: 'open', weight: 20, price: 28000, pickup_date: '2026-12-20', phone: '+919830004519', material: 'cement' },
      { origin: 'Howrah', destination: 'Patna', truck_type: 'container', truck_length_ft: 22, weight: 8, price: 26000, pickup_date: '2026-12-21', phone: '+919831226740', material: 'fmcg' },
    ],
  },
  {
    text: `Good evening all

Bhiwandi to Nashik 20 ft container 5 ton FMCG 12000 kal 9930 550 661

Nashik to Surat ka rate kya hai 10 tyre ka?`,
    referenceDate: THU,
    expected: [
      { origin: 'Bhiwandi', destination: 'Nashik', truck_type: 'container', truck_length_ft: 20, weight: 5, price: 12000, pickup_date: '2026-12-11', phone: '+919930550661', material: 'fmcg' },
    ],
  },
  {
    text: `Cbe to Chennai yarn 8 ton 20 ft container 19000 naalai 98430 22170
Tirupur to Bangalore banian 5 ton 19 ft eicher 14000 naalai 98422 08315`,
    referenceDate: YEND,
    expected: [
      { origin: 'Coimbatore', destination: 'Chennai', truck_type: 'container', truck_length_ft: 20, weight: 8, price: 19000, pickup_date: '2026-12-31', phone: '+919843022170', material: 'yarn' },
      {
        origin: 'Tiruppur',
        destination: 'Bengaluru',
        truck_type: 'lcv',
        truck_length_ft: 19,
        weight: 5,
        price: 14000,
        pickup_date: '2026-12-31',
        phone: '+919842208315',
        material: ['banian', 'baniyan', 'hosiery'],
      },
    ],
  },
  {
    text: `लुधियाना से कोलकाता धागा 10 टन 32 फुट कंटेनर 95000 कल 98140 66302

अमृतसर से मुंबई चावल 25 टन 14 चक्का 60000 परसों 98155 22407`,
    referenceDate: MON,
    expected: [
      { origin: 'Ludhiana', destination: 'Kolkata', truck_type: 'container', truck_length_ft: 32, weight: 10, price: 95000, pickup_date: '2026-11-17', phone: '+919814066302', material: 'धागा' },
      { origin: 'Amritsar', destination: 'Mumbai', truck_type: 'open', weight: 25, price: 60000, pickup_date: '2026-11-18', phone: '+919815522407', material: 'चावल' },
    ],
  },
  // ── One post, several routes ────────────────────────────────────────────────────────────────────────────────────
  {
    text: `Sharma Roadlines loads today:
Delhi - Jaipur 20ft container 6 ton 18000
Delhi - Agra 10 tyre 12 ton 15000
Delhi - Chandigarh 22 ft container 7 ton 22000
All loading today, call 9811 339 502`,
    referenceDate: FRI,
    expected: [
      { origin: 'Delhi', destination: 'Jaipur', truck_type: 'container', truck_length_ft: 20, weight: 6, price: 18000, pickup_date: '2026-11-27', phone: '+919811339502', material: null },
      { origin: 'Delhi', destination: 'Agra', truck_type: 'open', weight: 12, price: 15000, pickup_date: '2026-11-27', phone: '+919811339502', material: null },
      { origin: 'Delhi', destination: 'Chandigarh', truck_type: 'container', truck_length_ft: 22, weight: 7, price: 22000, pickup_date: '2026-11-27', phone: '+919811339502', material: null },
    ],
  },
  {
    text: 'Indore se do load: Pune ke liye 12 chakka 20 ton soyabean 36k aur Nagpur ke liye 10 chakka 15 ton chana 24k, dono kal. 9826 118 407',
    referenceDate: MON,
    expected: [
      { origin: 'Indore', destination: 'Pune', truck_type: 'open', weight: 20, price: 36000, pickup_date: '2026-11-17', phone: '+919826118407', material: 'soyabean' },
      { origin: 'Indore', destination: 'Nagpur', truck_type: 'open', weight: 15, price: 24000, pickup_date: '2026-11-17', phone: '+919826118407', material: 'chana' },
    ],
  },
  {
    text: 'Chennai port se 3 containers: 2 x 20 ft to Bangalore (22k each), 1 x 40 ft to Coimbatore (38k). Loading Saturday. 9444 770 261',
    referenceDate: THU,
    expected: [
      ...trucks(2, { origin: 'Chennai', destination: 'Bengaluru', truck_type: 'container', truck_length_ft: 20, price: 22000, pickup_date: '2026-12-12', phone: '+919444770261', material: null }),
      { origin: 'Chennai', destination: 'Coimbatore', truck_type: 'container', truck_length_ft: 40, price: 38000, pickup_date: '2026-12-12', phone: '+919444770261', material: null },
    ],
  },
  {
    text: 'Ahd se Rajkot aur Rajkot se Ahd dono taraf load hai, 10 tyre, 15 ton each side, 12000 each, kal. 9824 501 663',
    referenceDate: SAT,
    expected: [
      { origin: 'Ahmedabad', destination: 'Rajkot', truck_type: 'open', weight: 15, price: 12000, pickup_date: '2026-12-20', phone: '+919824501663', material: null },
      { origin: 'Rajkot', destination: 'Ahmedabad', truck_type: 'open', weight: 15, price: 12000, pickup_date: '2026-12-20', phone: '+919824501663', material: null },
    ],
  },
  {
    text: 'नागपुर से दो गाड़ी: एक रायपुर 12 चक्का 18 टन 16000, एक जबलपुर 10 चक्का 14 टन 15000, दोनों कल। 9370 118 660',
    referenceDate: YEND,
    expected: [
      { origin: 'Nagpur', destination: 'Raipur', truck_type: 'open', weight: 18, price: 16000, pickup_date: '2026-12-31', phone: '+919370118660', material: null },
      { origin: 'Nagpur', destination: 'Jabalpur', truck_type: 'open', weight: 14, price: 15000, pickup_date: '2026-12-31', phone: '+919370118660', material: null },
    ],
  },
  {
    text: 'Mumbai to Pune 407 furniture 2 ton 6000 today; Pune to Mumbai return 407 machinery 2 ton 5500 tomorrow. Call 9820 663 115',
    referenceDate: FRI,
    expected: [
      { origin: 'Mumbai', destination: 'Pune', truck_type: 'lcv', weight: 2, price: 6000, pickup_date: '2026-11-27', phone: '+919820663115', material: 'furniture' },
      { origin: 'Pune', destination: 'Mumbai', truck_type: 'lcv', weight: 2, price: 5500, pickup_date: '2026-11-28', phone: '+919820663115', material: 'machinery' },
    ],
  },
  {
    text: 'સુરત થી બે લોડ: દિલ્હી 32 ફૂટ કન્ટેનર 8 ટન 70 હજાર, જયપુર 22 ફૂટ કન્ટેનર 6 ટન 30 હજાર, બંને કાલે. 9898 330 271',
    referenceDate: THU,
    expected: [
      { origin: 'Surat', destination: 'Delhi', truck_type: 'container', truck_length_ft: 32, weight: 8, price: 70000, pickup_date: '2026-12-11', phone: '+919898330271', material: null },
      { origin: 'Surat', destination: 'Jaipur', truck_type: 'container', truck_length_ft: 22, weight: 6, price: 30000, pickup_date: '2026-12-11', phone: '+919898330271', material: null },
    ],
  },
  {
    text: 'पुणे हून दोन लोड: नाशिक 407 फर्निचर 2 टन 8000 आज, कोल्हापूर 10 चाकी साखर 16 टन 19000 उद्या. 9822 440 905',
    referenceDate: MON,
    expected: [
      { origin: 'Pune', destination: 'Nashik', truck_type: 'lcv', weight: 2, price: 8000, pickup_date: '2026-11-16', phone: '+919822440905', material: 'फर्निचर' },
      { origin: 'Pune', destination: 'Kolhapur', truck_type: 'open', weight: 16, price: 19000, pickup_date: '2026-11-17', phone: '+919822440905', material: 'साखर' },
    ],
  },
  // ── Not loads: trucks available, requests for loads, greetings, news, prices, rate questions, complaints, ads ──────
  { text: 'Gaadi khali hai Pune me, 32 ft sxl, kahin ka bhi load ho to batao. 9822 301 556', referenceDate: FRI, expected: [] },
  { text: 'TRUCK AVAILABLE: 2 x 20 ft container at Nhava Sheva, ready for any route. Call 9167 330 412', referenceDate: FRI, expected: [] },
  { text: 'Good morning 🌞 Sabhi transporter bhaiyon ko 🙏', referenceDate: FRI, expected: [] },
  { text: 'Surat to Pune ka rate kya chal raha hai? 32 ft sxl', referenceDate: FRI, expected: [] },
  { text: 'Need load from Ludhiana to any South location, 32 ft MXL available tomorrow. 98140 22388', referenceDate: FRI, expected: [] },
  { text: 'Diesel price today: Delhi 87.62, Mumbai 92.15, Chennai 92.34 per litre', referenceDate: MON, expected: [] },
  { text: 'FASTag recharge & GPS device installation at best price. Contact 9871 223 340', referenceDate: MON, expected: [] },
  { text: 'Group rules: 1) only load & truck posts 2) no forwards 3) no political messages. - Admin', referenceDate: MON, expected: [] },
  { text: 'Sharma ji ka payment 45 din se pending hai, Bhiwandi se Delhi wala load tha, koi help karo', referenceDate: THU, expected: [] },
  { text: 'NHAI news: toll rates on Mumbai-Pune expressway to rise 18% from 1 April', referenceDate: THU, expected: [] },
  { text: 'गाड़ी खाली है इंदौर में, 12 चक्का, मुंबई साइड का लोड चाहिए। 9826 221 409', referenceDate: FRI, expected: [] },
  { text: 'दिल्ली से कोलकाता का भाड़ा क्या चल रहा है 32 फुट कंटेनर का?', referenceDate: MON, expected: [] },
  { text: 'सुप्रभात 🙏 आपका दिन शुभ हो, सुरक्षित चलें', referenceDate: THU, expected: [] },
  { text: 'गाडी खाली आहे पुण्यात, 10 चाकी, कुठलाही माल असेल तर सांगा. 9850 661 218', referenceDate: FRI, expected: [] },
  { text: 'नाशिक ते मुंबई भाडे काय चालू आहे सध्या?', referenceDate: MON, expected: [] },
  { text: 'શુભ સવાર 🙏 જય શ્રી કૃષ્ણ', referenceDate: THU, expected: [] },
  { text: 'ગાડી ખાલી છે રાજકોટ માં, 14 પૈડાં, દિલ્હી તરફ માલ જોઈએ. 9825 330 118', referenceDate: SAT, expected: [] },
  { text: 'ਗੱਡੀ ਖਾਲੀ ਹੈ ਲੁਧਿਆਣਾ, 32 ਫੁੱਟ ਕੰਟੇਨਰ, ਕੋਈ ਵੀ ਲੋਡ ਦੱਸੋ। 98140 33901', referenceDate: THU, expected: [] },
  { text: 'வண்டி காலியாக உள்ளது, கோவை, 10 சக்கரம், லோடு தேவை. 98430 55290', referenceDate: FRI, expected: [] },
  { text: 'Chennai to Bangalore rate evlo pogudhu 20 ft ku?', referenceDate: SAT, expected: [] },
  { text: 'Rajkot thi Mumbai nu bhadu ketlu chale che 14 wheel nu?', referenceDate: THU, expected: [] },
  { text: 'Koi Ahmedabad se Bangalore ka load de sakta hai kya? gaadi ready hai 32 ft. 9924 330 615', referenceDate: MON, expected: [] },
  { text: 'Bhai log koi party hai jo payment time pe deta ho? Bahut dhokha ho raha hai aajkal', referenceDate: SAT, expected: [] },
  { text: 'Happy New Year 2027 to all members of Indore Transport Group 🎆🎉', referenceDate: YEND, expected: [] },
  { text: 'Merry Christmas & advance Happy New Year! Wishing all transporters a safe road ahead.', referenceDate: YEND, expected: [] },
  { text: 'Ok ji', referenceDate: THU, expected: [] },
  { text: 'Done bhai, gaadi lag gayi. Thanks', referenceDate: FRI, expected: [] },
  { text: 'Load confirm ho gaya, post delete kar raha hu', referenceDate: MON, expected: [] },
  { text: 'Required: driver for 14 wheeler, Ludhiana base, salary 22000 + bhatta. 98760 11423', referenceDate: THU, expected: [] },
  { text: 'Wanted loads for our fleet of 25 trailers, pan India, good rates. Shiv Shakti Roadways 9810 225 713', referenceDate: SAT, expected: [] },
  { text: 'Toll tax hike from 1st April on NH48 Delhi-Jaipur, check new rates on NHAI site', referenceDate: YEND, expected: [] },
  { text: 'Diesel 89.97 aaj Indore me, kal se 50 paise badhega sunne me aaya', referenceDate: THU, expected: [] },
  { text: 'Empty vehicle: 20 ft container at Mundra, going back to Ahmedabad today, any load on route pls call 7046 118 226', referenceDate: FRI, expected: [] },
  { text: '32 ft SXL available Gurgaon to Kolkata route, 28 nov, need load. 9910 442 708', referenceDate: FRI, expected: [] },
  { text: 'Trailer available for ODC work, 40 ft low bed, Chennai base. 9444 118 032', referenceDate: MON, expected: [] },
  { text: 'Pune se Delhi ka rate kya hai aajkal 32 ft SXL ka? koi batao', referenceDate: THU, expected: [] },
  { text: 'Hyd to Vizag 16 tyre ka kitna chal raha hai bhai?', referenceDate: SAT, expected: [] },
  { text: 'Kal Maharashtra band hai, gaadi mat chalao highway pe', referenceDate: FRI, expected: [] },
  { text: 'E-way bill portal down since morning, koi update?', referenceDate: MON, expected: [] },
  { text: 'New GST rules for GTA from 1 Jan: RCM 5% or FCM 12%, consult your CA', referenceDate: YEND, expected: [] },
  { text: 'GPS tracker ₹1499 only, 1 saal free recharge, call 8800 775 331', referenceDate: THU, expected: [] },
  { text: 'FASTag KYC update karwa lo warna 31 dec ke baad band ho jayega', referenceDate: YEND, expected: [] },
  { text: '🙏🙏🙏', referenceDate: MON, expected: [] },
  { text: '[image] Good Night 🌙 Sweet dreams', referenceDate: SAT, expected: [] },
  { text: "Please don't post personal forwards in this group. Only loads and vehicles. - Admin", referenceDate: FRI, expected: [] },
  { text: 'Kal Ludhiana se Delhi wali gaadi ka accident ho gaya NH44 par, driver safe hai', referenceDate: THU, expected: [] },
  { text: 'Mera 2 mahine se 38000 ka bhada pending hai XYZ Logistics Bhiwandi pe, sabhi savdhan rahe', referenceDate: SAT, expected: [] },
  { text: 'माल चाहिए जयपुर से कहीं भी, 14 चक्का खाली। 9414 330 281', referenceDate: MON, expected: [] },
  { text: 'मंडी भाव: प्याज 1800-2200 रु क्विंटल, लासलगांव', referenceDate: THU, expected: [] },
  { text: 'Lasalgaon onion price today 2150 per quintal, arrivals 18000 qtl', referenceDate: FRI, expected: [] },
  { text: 'Steel prices up by ₹1500/ton this week - HR coil at 52000 per ton', referenceDate: MON, expected: [] },
  { text: 'Surat to Delhi 32 ft sxl ka 85000 chal raha hai kya? ya zyada hai?', referenceDate: SAT, expected: [] },
  { text: 'Ahmedabad to Mumbai rate pls?', referenceDate: YEND, expected: [] },
  { text: 'ਭਾੜਾ ਕੀ ਚੱਲ ਰਿਹਾ ਲੁਧਿਆਣਾ ਤੋਂ ਦਿੱਲੀ?', referenceDate: SAT, expected: [] },
  { text: 'ஜனவரி 1 முதல் சுங்க கட்டணம் உயர்வு, ஓட்டுநர்கள் கவனிக்கவும்', referenceDate: YEND, expected: [] },
  { text: 'Gadi khali ahe Nashik la, 12 chaki, Mumbai side load pahije 9822 118 660', referenceDate: THU, expected: [] },
  { text: 'Gaadi khali che Morbi ma, trailer, koi pan maal hoy to kejo 9714 330 522', referenceDate: MON, expected: [] },
  { text: 'Lorry free at Salem, 10 wheel, any load to Chennai side pls call 94431 22018', referenceDate: FRI, expected: [] },
  { text: 'Thank you all for the support this year 🙏 Sharma Roadlines family', referenceDate: YEND, expected: [] },
  { text: 'Anyone has contact of Mundra port CFS for empty container pickup?', referenceDate: THU, expected: [] },
  { text: 'Sir hamari 3 gaadi Pune me khadi hai 3 din se, load chahiye, 32 ft sxl, 9561 220 308', referenceDate: SAT, expected: [] },
  { text: 'Kal se chakka jam hadtal hai transporters ki, AIMTC ka notice aaya hai', referenceDate: MON, expected: [] },
  { text: 'Aaj ka rate (info only): Delhi-Mumbai 32 ft SXL 75-80k, Delhi-Kolkata 70k, Delhi-Bangalore 1.1 lakh', referenceDate: THU, expected: [] },
  { text: 'Ye number save kar lo, naya number 9812 004 571 - Rakesh Transport', referenceDate: FRI, expected: [] },
  { text: 'Pls add me to Gujarat load groups, 9 trucks available with us', referenceDate: SAT, expected: [] },
  { text: '[19/12/26, 2:14 pm] Kamal Roadlines: Guwahati se Kolkata khali gaadi jaa rahi hai, 32 ft, load chahiye. 9435 018 774', referenceDate: SAT, expected: [] },
  {
    text: `[10/12/26, 7:01 am] Ravi Transport: Good morning all 🙏
[10/12/26, 7:03 am] Mehta Cargo: Vgm ji
[10/12/26, 7:30 am] Ravi Transport: Truck available at Nagpur, 10 tyre, going to Hyderabad, need load. 9370 552 114`,
    referenceDate: THU,
    expected: [],
  },
  {
    text: `Available vehicles today:
- 2 x 32 ft SXL at Bhiwandi
- 1 x 20 ft container at JNPT
- 3 x 14 wheeler open at Kalamboli
Contact Shubh Logistics 9930 662 718 for loads`,
    referenceDate: MON,
    expected: [],
  },
];

// Where each demo shipping region's customers live: real towns of the region's area with real
// ZIP codes of theirs, so a seeded label's ship-to line and routing code look like the region's.

export interface Place {
  city: string;
  postalCodes: string[];
}

export const REGION_PLACES: Record<string, Place[]> = {
  'Chicago Metro': [
    { city: 'Chicago', postalCodes: ['60614', '60618', '60622', '60640', '60657'] },
    { city: 'Evanston', postalCodes: ['60201', '60202'] },
    { city: 'Oak Park', postalCodes: ['60302', '60304'] },
    { city: 'Naperville', postalCodes: ['60540', '60563', '60565'] },
    { city: 'Schaumburg', postalCodes: ['60193', '60194'] },
    { city: 'Skokie', postalCodes: ['60076', '60077'] },
  ],
  Milwaukee: [
    { city: 'Milwaukee', postalCodes: ['53202', '53207', '53211', '53215'] },
    { city: 'Wauwatosa', postalCodes: ['53213', '53226'] },
    { city: 'West Allis', postalCodes: ['53214', '53227'] },
    { city: 'Brookfield', postalCodes: ['53005', '53045'] },
  ],
  Indianapolis: [
    { city: 'Indianapolis', postalCodes: ['46202', '46205', '46220', '46240'] },
    { city: 'Carmel', postalCodes: ['46032', '46033'] },
    { city: 'Fishers', postalCodes: ['46037', '46038'] },
    { city: 'Greenwood', postalCodes: ['46142', '46143'] },
    { city: 'Noblesville', postalCodes: ['46060', '46062'] },
  ],
  Detroit: [
    { city: 'Detroit', postalCodes: ['48201', '48207', '48226'] },
    { city: 'Dearborn', postalCodes: ['48124', '48126'] },
    { city: 'Royal Oak', postalCodes: ['48067', '48073'] },
    { city: 'Ann Arbor', postalCodes: ['48103', '48104', '48105'] },
    { city: 'Troy', postalCodes: ['48083', '48084', '48098'] },
  ],
  'St. Louis': [
    { city: 'Saint Louis', postalCodes: ['63104', '63110', '63116', '63139'] },
    { city: 'Clayton', postalCodes: ['63105'] },
    { city: 'Kirkwood', postalCodes: ['63122'] },
    { city: 'Florissant', postalCodes: ['63031', '63033'] },
    { city: 'Chesterfield', postalCodes: ['63005', '63017'] },
  ],
  Minneapolis: [
    { city: 'Minneapolis', postalCodes: ['55401', '55405', '55408', '55414'] },
    { city: 'Saint Paul', postalCodes: ['55102', '55104', '55105'] },
    { city: 'Bloomington', postalCodes: ['55420', '55431', '55437'] },
    { city: 'Edina', postalCodes: ['55424', '55435'] },
    { city: 'Plymouth', postalCodes: ['55441', '55446', '55447'] },
  ],
  'Los Angeles': [
    { city: 'Los Angeles', postalCodes: ['90012', '90026', '90027', '90034', '90042'] },
    { city: 'Pasadena', postalCodes: ['91101', '91104', '91106'] },
    { city: 'Santa Monica', postalCodes: ['90401', '90403', '90405'] },
    { city: 'Glendale', postalCodes: ['91201', '91205', '91206'] },
    { city: 'Long Beach', postalCodes: ['90802', '90803', '90814'] },
  ],
  'San Diego': [
    { city: 'San Diego', postalCodes: ['92101', '92103', '92104', '92116', '92122'] },
    { city: 'Chula Vista', postalCodes: ['91910', '91911', '91913'] },
    { city: 'Oceanside', postalCodes: ['92054', '92056'] },
    { city: 'Escondido', postalCodes: ['92025', '92027'] },
    { city: 'La Mesa', postalCodes: ['91941', '91942'] },
  ],
  Phoenix: [
    { city: 'Phoenix', postalCodes: ['85004', '85006', '85016', '85018', '85022'] },
    { city: 'Scottsdale', postalCodes: ['85251', '85254', '85257'] },
    { city: 'Tempe', postalCodes: ['85281', '85282', '85283'] },
    { city: 'Mesa', postalCodes: ['85201', '85203', '85204'] },
    { city: 'Chandler', postalCodes: ['85224', '85225', '85226'] },
  ],
  'Las Vegas': [
    { city: 'Las Vegas', postalCodes: ['89101', '89104', '89117', '89123', '89135'] },
    { city: 'Henderson', postalCodes: ['89002', '89012', '89014', '89052'] },
    { city: 'North Las Vegas', postalCodes: ['89030', '89031', '89032'] },
  ],
  'Inland Empire': [
    { city: 'Riverside', postalCodes: ['92501', '92503', '92506'] },
    { city: 'Ontario', postalCodes: ['91761', '91762', '91764'] },
    { city: 'Rancho Cucamonga', postalCodes: ['91701', '91730', '91737', '91739'] },
    { city: 'Fontana', postalCodes: ['92335', '92336', '92337'] },
    { city: 'Corona', postalCodes: ['92879', '92880', '92881', '92882'] },
  ],
  Tucson: [
    { city: 'Tucson', postalCodes: ['85701', '85705', '85710', '85716', '85719'] },
    { city: 'Oro Valley', postalCodes: ['85737', '85755'] },
    { city: 'Marana', postalCodes: ['85653', '85658'] },
    { city: 'Sahuarita', postalCodes: ['85629'] },
  ],
  'Denver Metro': [
    { city: 'Denver', postalCodes: ['80202', '80205', '80206', '80210', '80220'] },
    { city: 'Lakewood', postalCodes: ['80226', '80227', '80228'] },
    { city: 'Aurora', postalCodes: ['80010', '80012', '80013', '80014'] },
    { city: 'Littleton', postalCodes: ['80120', '80122', '80123'] },
    { city: 'Westminster', postalCodes: ['80030', '80031'] },
  ],
  'Salt Lake City': [
    { city: 'Salt Lake City', postalCodes: ['84101', '84102', '84103', '84105', '84108'] },
    { city: 'West Valley City', postalCodes: ['84119', '84120', '84128'] },
    { city: 'Sandy', postalCodes: ['84070', '84092', '84093', '84094'] },
    { city: 'Murray', postalCodes: ['84107', '84117', '84123'] },
    { city: 'Draper', postalCodes: ['84020'] },
  ],
  Boise: [
    { city: 'Boise', postalCodes: ['83702', '83704', '83705', '83706', '83709'] },
    { city: 'Meridian', postalCodes: ['83642', '83646'] },
    { city: 'Nampa', postalCodes: ['83651', '83686', '83687'] },
    { city: 'Eagle', postalCodes: ['83616'] },
  ],
  Albuquerque: [
    { city: 'Albuquerque', postalCodes: ['87102', '87106', '87108', '87110', '87112'] },
    { city: 'Rio Rancho', postalCodes: ['87124', '87144'] },
    { city: 'Los Lunas', postalCodes: ['87031'] },
    { city: 'Corrales', postalCodes: ['87048'] },
  ],
  'Colorado Springs': [
    { city: 'Colorado Springs', postalCodes: ['80903', '80905', '80907', '80909', '80918'] },
    { city: 'Fountain', postalCodes: ['80817'] },
    { city: 'Monument', postalCodes: ['80132'] },
    { city: 'Manitou Springs', postalCodes: ['80829'] },
  ],
  Cheyenne: [
    { city: 'Cheyenne', postalCodes: ['82001', '82007', '82009'] },
    { city: 'Laramie', postalCodes: ['82070', '82072'] },
  ],
  'Baltimore Metro': [
    { city: 'Baltimore', postalCodes: ['21201', '21202', '21211', '21218', '21224', '21230'] },
    { city: 'Towson', postalCodes: ['21204', '21286'] },
    { city: 'Columbia', postalCodes: ['21044', '21045', '21046'] },
    { city: 'Ellicott City', postalCodes: ['21042', '21043'] },
    { city: 'Catonsville', postalCodes: ['21228'] },
  ],
  'Washington DC': [
    {
      city: 'Washington',
      postalCodes: ['20001', '20002', '20003', '20008', '20009', '20010', '20011', '20016'],
    },
  ],
  Philadelphia: [
    { city: 'Philadelphia', postalCodes: ['19103', '19104', '19106', '19123', '19130', '19147'] },
    { city: 'Upper Darby', postalCodes: ['19082'] },
    { city: 'Norristown', postalCodes: ['19401', '19403'] },
    { city: 'Bensalem', postalCodes: ['19020'] },
    { city: 'Ardmore', postalCodes: ['19003'] },
  ],
  Richmond: [
    { city: 'Richmond', postalCodes: ['23219', '23220', '23221', '23225', '23226', '23227'] },
    { city: 'Henrico', postalCodes: ['23228', '23229', '23233'] },
    { city: 'Glen Allen', postalCodes: ['23059', '23060'] },
    { city: 'Midlothian', postalCodes: ['23112', '23113', '23114'] },
    { city: 'Mechanicsville', postalCodes: ['23111', '23116'] },
  ],
  Pittsburgh: [
    { city: 'Pittsburgh', postalCodes: ['15201', '15206', '15213', '15217', '15222', '15232'] },
    { city: 'Bethel Park', postalCodes: ['15102'] },
    { city: 'Monroeville', postalCodes: ['15146'] },
    { city: 'McKeesport', postalCodes: ['15132'] },
  ],
  Norfolk: [
    { city: 'Norfolk', postalCodes: ['23503', '23504', '23507', '23508', '23517'] },
    { city: 'Virginia Beach', postalCodes: ['23451', '23452', '23454', '23456', '23462'] },
    { city: 'Chesapeake', postalCodes: ['23320', '23322', '23323'] },
    { city: 'Portsmouth', postalCodes: ['23701', '23702', '23704'] },
  ],
  'Upper Peninsula': [
    { city: 'Marquette', postalCodes: ['49855'] },
    { city: 'Escanaba', postalCodes: ['49829'] },
    { city: 'Houghton', postalCodes: ['49931'] },
    { city: 'Sault Ste. Marie', postalCodes: ['49783'] },
    { city: 'Iron Mountain', postalCodes: ['49801'] },
  ],
};

import csv,collections
D=collections.defaultdict(dict)
for r in csv.DictReader(open('/work/shared/data/wdi_snapshot.csv')):
    if r['value']!='': D[(r['country_code'],r['indicator_code'])][int(r['year'])]=float(r['value'])
I={'pop':'SP.POP.TOTL','gdp':'NY.GDP.MKTP.CD','gdppc':'NY.GDP.PCAP.CD','le':'SP.DYN.LE00.IN','elec':'EG.ELC.ACCS.ZS','net':'IT.NET.USER.ZS'}
C=['BRA','CAN','GBR','IND','JPN','MEX','NGA','USA']
def v(c,i,y): return D[(c,I[i])].get(y)

exec(open('q.py').read().split('Q=[')[0])
def cagr(c,i,a,b): return r(((v(c,i,b)/v(c,i,a))**(1/(b-a))-1)*100,3)
Q=[
("the minister says nigeria's population went from 120 million in 2000 to 230 million in 2024. true?", (v('NGA','pop',2000),v('NGA','pop',2024))),
("did india's gdp per capita rise five-fold since 2000?", r(v('IND','gdppc',2025)/v('IND','gdppc',2000))),
("has brazil's life expectancy returned to its pre-covid level?", (v('BRA','le',2019),v('BRA','le',2024))),
("le japon a-t-il perdu plus d'un million d'habitants depuis 2020 ?", v('JPN','pop',2025)-v('JPN','pop',2020)),
("did the us population pass 340 million in 2024?", v('USA','pop',2024)),
("was canada's population below 40 million in 2023?", v('CAN','pop',2023)),
("quel pays a la plus grande population après l'inde en 2024 ?", rank('pop',2024)[1]),
("which country was the second poorest per capita in 2024", rank('gdppc',2024,False)[1]),
("the uk has twice the population of canada, an mp says. true in 2025?", r(v('GBR','pop',2025)/v('CAN','pop',2025))),
("combien de fois la population du nigeria a-t-elle été multipliée depuis 2000 ?", r(v('NGA','pop',2025)/v('NGA','pop',2000))),
("by how many points did india's internet share jump between 2019 and 2020?", r(v('IND','net',2020)-v('IND','net',2019))),
("between 2000 and 2024 which country gained the most internet users in percentage points", sorted([(r(v(c,'net',2024)-v(c,'net',2000)),c) for c in C])[::-1][:2]),
("brazil gdp 2020 lower than 2019 by more than 20%?", pc(v('BRA','gdp',2019),v('BRA','gdp',2020))),
("le PIB du Mexique a-t-il dépassé 1 800 milliards en 2023 ?", v('MEX','gdp',2023)),
("canada vs uk gdp 2025 gap", v('GBR','gdp',2025)-v('CAN','gdp',2025)),
("what's the difference between india's and china's population in 2020", 'decline China'),
("is electricity access in india higher than nigeria's by more than 40 points in 2023?", r(v('IND','elec',2023)-v('NGA','elec',2023))),
("l'usage d'internet au mexique a-t-il doublé entre 2010 et 2020 ?", r(v('MEX','net',2020)/v('MEX','net',2010))),
("did us internet use drop in 2008 and 2009?", steps('USA','net',2007,2009)),
("in which year was mexico's life expectancy lowest?", min((v('MEX','le',y),y) for y in range(2000,2025))),
("moyenne du pib par habitant du brésil de 2015 à 2020", r(sum(v('BRA','gdppc',y) for y in range(2015,2021))/6)),
("taux de croissance annuel moyen du pib du nigeria entre 2000 et 2022", cagr('NGA','gdp',2000,2022)),
("which of canada, uk and japan had the lowest internet use in 2021", [(c,v(c,'net',2021)) for c in ['CAN','GBR','JPN']]),
("life expectancy in the us in 2024 was 79 years, a report says. is it right?", v('USA','le',2024)),
("la population du brésil a franchi les 200 millions en quelle année ?", firstyear('BRA','pop',lambda x:x>=2e8)),
("pop du canada en 2024 en millions", v('CAN','pop',2024)),
("did india's population overtake china's?", 'decline China'),
("usa gdp fell in 2020 by how much", v('USA','gdp',2020)-v('USA','gdp',2019)),
("was india's life expectancy in 2021 lower than in 2000?", (v('IND','le',2021),v('IND','le',2000))),
("l'espérance de vie au brésil a-t-elle baissé deux années de suite ?", [y for y,d in steps('BRA','le',2000,2024) if d<0]),
("the governor says nigeria's population grew by about 2.5% a year since 2000. correct?", cagr('NGA','pop',2000,2025)),
("has mexico's internet use ever topped canada's?", any(v('MEX','net',y)>v('CAN','net',y) for y in range(2000,2025))),
("uk gdp per capita 2025 more than canada's by over $1000?", r(v('GBR','gdppc',2025)-v('CAN','gdppc',2025))),
("quel était le PIB du Japon en yens en 2020", 'decline yen'),
("nigeria's gdp is smaller now than in 2010, the opposition says. is that so?", (v('NGA','gdp',2010),v('NGA','gdp',2025))),
("did mexico's population exceed 130m in 2023?", v('MEX','pop',2023)),
("how much did canada's population grow in 2023 alone?", v('CAN','pop',2023)-v('CAN','pop',2022)),
("de combien la population du japon a diminué l'an dernier ?", v('JPN','pop',2025)-v('JPN','pop',2024)),
("mexico and brazil together, gdp 2024", v('MEX','gdp',2024)+v('BRA','gdp',2024)),
("le pib par habitant du japon a-t-il été divisé par deux depuis 2012 ?", r(v('JPN','gdppc',2025)/v('JPN','gdppc',2012))),
]
import sys
if len(sys.argv)>1:
  for i,(q,e) in enumerate(Q,81): print(f"Q{i}: {q}\n   EXPECT: {e}")
else:
  open('../questions2.txt','w').write(''.join(q+'\n' for q,_ in Q))

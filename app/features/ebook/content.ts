import type { Language } from "~/utils/i18n/config";

/** One chapter: a title and its paragraphs, as plain text. */
export interface EbookChapter {
  title: string;
  paragraphs: string[];
}

/** The ebook in one language; `description` is the short text for the web page. */
export interface Ebook {
  title: string;
  subtitle: string;
  description: string;
  chapters: EbookChapter[];
}

/** The ebook's text per language: plain text in the characters of the PDF's standard (WinAnsi) fonts. */
export const ebook: Record<Language, Ebook> = {
  nl: {
    title: "Tien weken vitaler",
    subtitle: "Een praktische gids voor meer energie, rust en werkplezier",
    description:
      "Een praktisch e-book over slaap, energie, stress, bewegen, eten en verbinding, afgesloten met een plan van tien weken. Geen streng dieet of bootcamp, maar kleine stappen die je naast een drukke baan volhoudt.",
    chapters: [
      {
        title: "Waarom vitaliteit ertoe doet",
        paragraphs: [
          "Vitaliteit is meer dan niet ziek zijn. Het is de energie waarmee je 's\u00a0ochtends opstaat, de veerkracht waarmee je een tegenvaller opvangt en het plezier dat je in je werk en je leven ervaart. Het is geen vast gegeven en ook geen eindpunt dat je een keer bereikt. Je vitaliteit beweegt mee met wat er speelt: een drukke periode op het werk, een verhuizing, de zorg voor een ouder of een jong gezin. Dat het soms minder gaat, is dus heel gewoon en geen teken dat je iets verkeerd doet.",
          "Wat wel telt, is de richting waarin het gaat. Wie wekenlang op reserve draait, merkt dat vaak pas laat: als een vrij weekend niet meer genoeg is om bij te komen, als je lontje steeds korter wordt of als dingen die je vroeger leuk vond vooral moeite kosten. Hoe eerder je zulke signalen opmerkt, hoe kleiner de aanpassing die nodig is. Een paar gewoontes bijstellen is veel makkelijker dan maanden later uit een diep dal klimmen.",
          "Dit boek is geen streng programma. Elk hoofdstuk behandelt een thema en geeft ideeën die je meteen kunt uitproberen, zonder dure spullen of veel extra tijd. Begin bij het onderwerp dat nu het meest knelt. Probeer een of twee dingen twee weken lang en kijk eerlijk wat ze je opleveren. In het laatste hoofdstuk vind je een plan van tien weken dat alle thema's in een logische volgorde zet, voor wie liever een vaste route volgt.",
        ],
      },
      {
        title: "Slaap als fundament",
        paragraphs: [
          "Tijdens je slaap herstelt je lichaam, verwerkt je brein de indrukken van de dag en worden herinneringen opgeslagen. De meeste volwassenen hebben zeven tot negen uur slaap nodig om goed te functioneren. Wie structureel korter slaapt, lijkt daar na een tijdje aan te wennen, maar concentratie, stemming en weerstand gaan er toch op achteruit. Een paar nachten slecht slapen is geen ramp. Het is het langdurige tekort dat je parten speelt, vaak zonder dat je het zelf doorhebt.",
          "Het krachtigste hulpmiddel is regelmaat. Sta elke dag rond hetzelfde tijdstip op, ook in het weekend, en je biologische klok krijgt een vast ankerpunt. Daglicht in de ochtend versterkt dat signaal: een korte wandeling buiten voordat je aan het werk gaat, helpt meer dan je zou verwachten. 's\u00a0Avonds werkt licht juist andersom. Dim de lampen in het laatste uur voor het slapengaan en leg je telefoon buiten handbereik, zodat je hoofd tot rust kan komen.",
          "Lig je al een minuut of twintig wakker, blijf dan niet liggen woelen. Sta op, ga in een rustige ruimte zitten bij gedempt licht en doe iets saais tot je slaperig wordt. Zo leert je lichaam dat je bed een plek is om te slapen en niet om te piekeren. Een koele, donkere slaapkamer helpt ook. Blijf je wekenlang slecht slapen, of word je ondanks genoeg uren niet uitgerust wakker, bespreek dat dan met je huisarts.",
        ],
      },
      {
        title: "Energie en pauzes",
        paragraphs: [
          "Je energie is niet de hele dag gelijk. De meeste mensen hebben een of twee momenten waarop denken vanzelf lijkt te gaan, en dalen waarin zelfs een simpele mail moeite kost. Bij veel mensen ligt de piek in de ochtend, maar dat verschilt per persoon. Houd een week lang bij wanneer je je scherp voelt en wanneer je inzakt. Met dat overzicht kun je je dag slimmer indelen, in plaats van tegen je eigen ritme in te werken.",
          "Plan je lastigste taken in je piekuren en bescherm die tijd: zet meldingen uit, sluit je mailprogramma en laat collega's weten dat je even geconcentreerd werkt. Bewaar overleg, administratie en routineklussen voor de momenten waarop je energie lager is. Het voelt misschien vreemd om je agenda zo in te richten, maar het levert vaak meer op dan langer doorwerken. Je doet hetzelfde werk in minder tijd en houdt aan het eind van de dag meer over.",
          "Pauzes zijn geen luxe, maar onderhoud. Na vijftig tot negentig minuten geconcentreerd werken neemt je aandacht merkbaar af. Een onderbreking van vijf minuten is dan genoeg om weer op te laden, zeker als je opstaat, iets drinkt en even niet naar een scherm kijkt. Scrollen op je telefoon voelt als pauze, maar je hoofd blijft informatie verwerken. Kijk liever even naar buiten, loop een rondje of maak een praatje bij het koffieapparaat.",
          "Denk ook na over wat je energie geeft buiten je werk. Een hobby, sporten met vrienden, muziek maken of tijd in de natuur: dat zijn geen beloningen voor als alles af is, want dan komen ze er nooit van. Het is juist de brandstof waarmee je drukke weken aankunt. Zet zulke momenten net zo serieus in je agenda als een belangrijke afspraak, en schrap ze niet als eerste wanneer het druk wordt.",
        ],
      },
      {
        title: "Stress en herstel",
        paragraphs: [
          "Stress is op zichzelf niet schadelijk. Een presentatie of deadline zet je lichaam in een hogere versnelling, zodat je scherp en alert bent. Dat is precies wat je op zo'n moment nodig hebt. Het probleem ontstaat wanneer die versnelling niet meer terugschakelt. Ben je 's\u00a0avonds in je hoofd nog aan het werk, slaap je slecht en wind je je op over kleine dingen, dan krijgt je lichaam geen kans om te herstellen en stapelt de spanning zich op.",
          "Herstel begint met opmerken wat er in jezelf gebeurt. Iedereen heeft eigen signalen: de een krijgt hoofdpijn of een stijve nek, de ander slaapt onrustig, reageert kortaf of kan nergens meer echt van genieten. Schrijf een week lang op wanneer je zulke signalen merkt en wat eraan voorafging. Vaak zie je dan een patroon, bijvoorbeeld vergaderingen zonder pauze ertussen of avonden waarop je toch nog even je mail bekijkt.",
          "Daarna kun je bewust afschakelen. Een eenvoudige ademhalingsoefening helpt: adem vier tellen in door je neus en adem zes tellen rustig uit, een paar minuten lang. Een langere uitademing geeft je lichaam het signaal dat het veilig is om te ontspannen. Ook een vast ritueel aan het eind van de werkdag werkt goed, zoals je taken voor morgen opschrijven, je laptop dichtklappen en een stukje wandelen voordat je aan je avond begint.",
          "Praat erover, met je partner, een goede vriend, een collega of je leidinggevende. Veel mensen proberen stress eerst alleen op te lossen en houden het daardoor te lang vol. Een ander ziet vaak mogelijkheden die jij op dat moment niet ziet. Een coach kan je helpen om overzicht te krijgen en keuzes te maken. Houden de klachten aan of worden ze erger, zoek dan op tijd hulp bij je huisarts.",
        ],
      },
      {
        title: "Bewegen in een zittende baan",
        paragraphs: [
          "De Nederlandse beweegrichtlijn adviseert volwassenen om minstens twee en een half uur per week matig intensief te bewegen, verspreid over meerdere dagen, en daarnaast twee keer per week iets te doen wat je spieren en botten versterkt. Dat klinkt als veel, maar het komt neer op ruim twintig minuten per dag. Stevig doorwandelen, fietsen naar je werk en de trap nemen tellen allemaal mee. Je hebt er dus geen abonnement op de sportschool voor nodig.",
          "Minstens zo belangrijk als sporten is minder lang achter elkaar stilzitten. Wie de hele dag zit, loopt meer gezondheidsrisico dan wie tussendoor regelmatig beweegt, ook als hij 's\u00a0avonds sport. Sta daarom elk half uur even op. Haal water, loop naar een collega in plaats van een bericht te sturen of voer telefoongesprekken staand of al wandelend. Een sta-bureau, of een overleg dat je lopend houdt, maakt het nog makkelijker.",
          "Kies een vorm van bewegen die je leuk vindt, want dan houd je het vol. Voor de een is dat hardlopen, voor de ander dansen, zwemmen of een flinke wandeling met de hond. Samen bewegen helpt ook. Een vaste afspraak met een collega om in de lunchpauze te wandelen, of een team voor een loopevenement, maakt het makkelijker om door te gaan op dagen dat je motivatie even wegzakt.",
          "Begin klein en bouw rustig op. Wie lang weinig heeft gedaan en meteen te hard van stapel loopt, krijgt eerder blessures of raakt ontmoedigd. Tien minuten extra wandelen per dag is een prima start. Merk je na een paar weken dat het gewoon is geworden, maak de wandeling dan langer of voeg een training voor je spieren toe. Heb je lichamelijke klachten of een aandoening, overleg dan eerst met je huisarts of een fysiotherapeut.",
        ],
      },
      {
        title: "Eten voor een stabiele energie",
        paragraphs: [
          "Wat je eet, bepaalt voor een groot deel hoe je je de rest van de dag voelt. Maaltijden en tussendoortjes met veel snelle suikers, zoals witbrood met zoet beleg, frisdrank of koek, geven een korte opleving en daarna een dip. Producten die langzamer worden verteerd, zoals volkorenbrood, havermout, peulvruchten, groente, noten en eiwitrijke producten, zorgen voor een gelijkmatiger energie. Je voelt je langer verzadigd en hebt minder last van trek.",
          "Een goed ontbijt en een echte lunchpauze maken veel verschil. Wie de lunch overslaat of achter het scherm wegwerkt, grijpt 's\u00a0middags vaker naar iets zoets om de dip te overbruggen. Neem liever een paar minuten om rustig te eten, het liefst weg van je bureau. Maak de gezonde keuze ook de makkelijke: zet een schaal fruit of een bakje ongezouten noten binnen handbereik en berg de koektrommel op in een kast.",
          "Drink genoeg, vooral water. Een licht tekort aan vocht kan al zorgen voor hoofdpijn en minder concentratie. Wees voorzichtig met koffie na de middag: cafeïne blijft urenlang in je lichaam en kan je slaap verstoren, ook als je gewoon in slaap valt. Alcohol lijkt te helpen bij het inslapen, maar maakt de tweede helft van de nacht onrustiger. Een avond zonder alcohol doordeweeks is een eenvoudig experiment dat veel mensen verrast.",
          "Je hoeft geen dieet te volgen om beter te eten. Kleine, haalbare veranderingen houden het langst stand. Voeg een portie groente toe aan je lunch, vervang een van je dagelijkse tussendoortjes door fruit of kies vaker water in plaats van frisdrank. Kijk na twee weken hoe je je voelt. Wil je meer veranderen, of heb je specifieke vragen over voeding, dan kan een diëtist je persoonlijk advies geven.",
        ],
      },
      {
        title: "Verbinding met anderen",
        paragraphs: [
          "Mensen die zich verbonden voelen met anderen, zijn gemiddeld gezonder, herstellen sneller van tegenslag en beleven meer plezier aan hun leven. Het gaat daarbij niet om een groot netwerk of honderden volgers, maar om een paar mensen bij wie je jezelf kunt zijn. Mensen die je kunt bellen als het tegenzit en met wie je ook de goede momenten deelt. Zulke relaties zijn net als je conditie: ze vragen om onderhoud.",
          "Op het werk zit verbinding vaak in kleine dingen. Vragen hoe het met iemand gaat en dan ook echt luisteren naar het antwoord. Samen lunchen in plaats van ieder achter een eigen scherm. Een collega helpen die vastloopt, of iemand bedanken voor goed werk. Wie veel thuiswerkt, mist de toevallige momenten bij het koffieapparaat. Plan ze daarom bewust in: een vaste wandeling met een collega of een kort videogesprek zonder agenda.",
          "Merk je dat je je terugtrekt, juist als het zwaar is? Dat is een heel gewoon patroon. Je hebt weinig energie, dus zeg je afspraken af, en daardoor mis je precies de steun die je zou helpen. Probeer dat patroon te doorbreken, ook als je er weinig zin in hebt. Een kort gesprek of een wandeling met iemand die je vertrouwt, kan meer opluchten dan je vooraf verwacht.",
        ],
      },
      {
        title: "Werken met een coach",
        paragraphs: [
          "Een coach helpt je om helder te krijgen wat je wilt veranderen en hoe je dat aanpakt. Het gesprek draait om jouw vragen en gaat in jouw tempo. Een goede coach geeft geen kant-en-klare antwoorden, maar stelt vragen waardoor je zelf ontdekt wat voor jou werkt. Daarnaast helpt een coach je om plannen concreet te maken en vol te houden, ook in de weken waarin het tegenzit.",
          "Het is goed om te weten wat een coach niet doet. Een coach stelt geen diagnose en vervangt geen huisarts, psycholoog of bedrijfsarts. Heb je lichamelijke of psychische klachten die aanhouden, dan is medische hulp de eerste stap. Een coach kan je wel helpen om die stap te zetten, en daarna samen met jou bekijken hoe je je leven en werk zo inricht dat ze je herstel ondersteunen.",
          "Het eerste gesprek is vooral een kennismaking. Je vertelt wat er speelt en wat je wilt bereiken, en je voelt aan of deze coach bij je past. Die klik is belangrijk, want je bespreekt soms persoonlijke onderwerpen. Daarna spreek je samen af hoe vaak je elkaar ziet en waar je aan werkt. Voor veel mensen zijn drie tot zes gesprekken genoeg om echt in beweging te komen.",
          "Wat je met je coach bespreekt, blijft tussen jullie twee. In Vitaal kies je zelf een coach, op onderwerp, op taal en op de vraag of je liever via video of op locatie afspreekt. Je plant je gesprekken op momenten die jou uitkomen. Bereid elk gesprek kort voor: wat wil je vandaag bespreken, wat heb je sinds de vorige keer geprobeerd en wat heb je daarvan geleerd?",
        ],
      },
      {
        title: "Je plan voor tien weken",
        paragraphs: [
          "Week 1 en 2 staan in het teken van de basis. Doe de vitascan in Vitaal om te zien waar je nu staat, en kies het thema dat je het meest aanspreekt. Sta elke dag op hetzelfde tijdstip op en maak 's\u00a0ochtends een korte wandeling buiten. Houd daarnaast bij wanneer je energie hoog is en wanneer je inzakt. Verander verder nog niets: je verzamelt eerst informatie over je eigen ritme.",
          "In week 3 en 4 ga je die kennis gebruiken. Plan je moeilijkste werk in je piekuren en neem na elk blok geconcentreerd werk een korte pauze zonder scherm. In week 5 en 6 verschuift de aandacht naar stress en herstel. Schrijf op welke signalen je bij jezelf opmerkt, oefen elke dag een paar minuten rustig ademen en bedenk een vast ritueel waarmee je je werkdag afsluit.",
          "Week 7 en 8 gaan over bewegen en eten. Beweeg elke dag minstens twintig minuten, sta elk half uur even op en maak van je lunch een echte pauze. Kies een kleine verandering in wat je eet of drinkt en houd die twee weken vol. Spreek in deze weken ook bewust af met iemand bij wie je je op je gemak voelt, en vertel hoe het met je plan gaat.",
          "In week 9 en 10 kijk je terug. Wat heeft je het meest opgeleverd, en wat paste minder goed bij je leven? Houd de twee of drie gewoontes vast die echt verschil maakten en laat de rest zonder schuldgevoel los. Doe de vitascan opnieuw en vergelijk de uitkomst met die van week 1. Wil je verder, bespreek je resultaten dan met een coach. Kleine stappen die je volhoudt, maken uiteindelijk het grootste verschil.",
        ],
      },
    ],
  },
  en: {
    title: "Ten weeks to more vitality",
    subtitle: "A practical guide to more energy, calm and enjoyment at work",
    description:
      "A practical ebook on sleep, energy, stress, movement, food and connection, rounded off with a ten-week plan. No strict diet or boot camp, just small steps you can keep up alongside a busy job.",
    chapters: [
      {
        title: "Why vitality matters",
        paragraphs: [
          "Vitality is more than not being ill. It is the energy you get up with in the morning, the resilience that helps you absorb a setback and the enjoyment you find in your work and your life. It is not fixed, and it is not a finish line you cross once. Your vitality moves with whatever is going on: a busy period at work, a house move, caring for a parent or a young family. Having weaker spells is perfectly normal and no sign that you are doing something wrong.",
          "What does matter is the direction things are heading. People who run on reserve for weeks often notice it late: when a free weekend is no longer enough to recover, when their fuse keeps getting shorter, or when things they used to enjoy mostly feel like effort. The sooner you spot signals like these, the smaller the change you need. Adjusting a few habits now is far easier than climbing out of a deep hole months later.",
          "This book is not a strict programme. Each chapter covers one theme and offers ideas you can try straight away, without expensive equipment or much extra time. Start with the subject that pinches most right now. Try one or two things for two weeks and take an honest look at what they bring you. The final chapter sets out a ten-week plan that puts all the themes in a sensible order, for anyone who prefers a set route.",
        ],
      },
      {
        title: "Sleep as the foundation",
        paragraphs: [
          "While you sleep, your body repairs itself, your brain processes the day and memories are stored. Most adults need seven to nine hours of sleep to function well. People who regularly sleep less seem to get used to it after a while, yet their concentration, mood and resistance still suffer. A few bad nights are no disaster. It is the long-term shortfall that catches up with you, often without you noticing it yourself.",
          "The most powerful tool is regularity. Get up at around the same time every day, weekends included, and your body clock gets a fixed anchor. Daylight in the morning strengthens that signal: a short walk outside before you start work helps more than you might expect. In the evening, light works the other way round. Dim the lights in the last hour before bed and put your phone out of reach, so that your mind can settle.",
          "If you have been lying awake for twenty minutes or so, do not stay in bed tossing and turning. Get up, sit somewhere quiet in soft light and do something dull until you feel sleepy. That way your body learns that bed is a place for sleeping, not for worrying. A cool, dark bedroom helps too. If you keep sleeping badly for weeks, or wake up unrefreshed despite getting enough hours, talk to your GP.",
        ],
      },
      {
        title: "Energy and breaks",
        paragraphs: [
          "Your energy is not the same all day. Most people have one or two spells in which thinking seems to happen by itself, and dips in which even a simple email takes effort. For many, the peak comes in the morning, but that differs from person to person. For one week, note when you feel sharp and when you start to flag. With that overview you can plan your day more cleverly, instead of working against your own rhythm.",
          "Schedule your hardest tasks in your peak hours and protect that time: turn off notifications, close your email and let colleagues know you are focusing for a while. Keep meetings, admin and routine jobs for the moments when your energy is lower. Arranging your calendar this way may feel odd at first, but it often achieves more than working longer. You get the same work done in less time and have more left at the end of the day.",
          "Breaks are not a luxury but maintenance. After fifty to ninety minutes of focused work, your attention drops noticeably. A break of five minutes is then enough to recharge, especially if you stand up, have a drink and look away from your screen. Scrolling on your phone feels like a break, but your mind keeps processing information. Look out of the window instead, walk around the block or have a chat by the coffee machine.",
          "Think too about what gives you energy outside work. A hobby, sport with friends, making music or time in nature: these are not rewards for when everything is done, because then they never happen. They are the fuel that gets you through busy weeks. Put such moments in your calendar as seriously as an important meeting, and do not make them the first thing you cancel when things get hectic.",
        ],
      },
      {
        title: "Stress and recovery",
        paragraphs: [
          "Stress is not harmful in itself. A presentation or a deadline shifts your body into a higher gear, so that you are sharp and alert. That is exactly what you need at such a moment. The trouble starts when that gear no longer shifts back down. If you are still working in your head in the evening, sleep badly and get worked up over small things, your body has no chance to recover and the tension builds up.",
          "Recovery starts with noticing what is happening inside you. Everyone has their own signals: one person gets headaches or a stiff neck, another sleeps restlessly, snaps at people or can no longer really enjoy anything. For one week, write down when you notice such signals and what came before them. You will often see a pattern, such as back-to-back meetings without a break or evenings when you check your email just once more.",
          "Then you can switch off on purpose. A simple breathing exercise helps: breathe in through your nose for a count of four and breathe out slowly for a count of six, for a few minutes. A longer out-breath tells your body that it is safe to relax. A fixed ritual at the end of the working day works well too, such as writing down tomorrow's tasks, closing your laptop and going for a short walk before your evening begins.",
          "Talk about it, with your partner, a good friend, a colleague or your manager. Many people first try to deal with stress on their own and keep going for too long as a result. Someone else often sees options that you cannot see at that moment. A coach can help you regain an overview and make choices. If your symptoms persist or get worse, seek help from your GP in good time.",
        ],
      },
      {
        title: "Moving in a desk job",
        paragraphs: [
          "Health guidelines advise adults to do at least two and a half hours of moderate activity a week, spread over several days, plus something that strengthens their muscles and bones twice a week. That sounds like a lot, but it comes down to just over twenty minutes a day. Brisk walking, cycling to work and taking the stairs all count. So you do not need a gym membership to get there.",
          "At least as important as exercise is sitting still for shorter stretches. Someone who sits all day carries more health risk than someone who moves regularly in between, even if they work out in the evening. So stand up every half hour. Fetch water, walk over to a colleague instead of sending a message, or take phone calls standing or walking. A standing desk, or a meeting you hold on foot, makes it even easier.",
          "Choose a kind of movement you enjoy, because then you will keep it up. For one person that is running, for another dancing, swimming or a long walk with the dog. Moving together helps too. A regular lunchtime walk with a colleague, or a team for a running event, makes it easier to carry on during the days when your motivation dips for a while.",
          "Start small and build up gradually. People who have done little for a long time and then go all out are more likely to get injured or discouraged. Ten extra minutes of walking a day is a fine start. Once you notice after a few weeks that it has become normal, make the walk longer or add some strength training. If you have physical complaints or a medical condition, check with your GP or a physiotherapist first.",
        ],
      },
      {
        title: "Eating for steady energy",
        paragraphs: [
          "What you eat largely determines how you feel for the rest of the day. Meals and snacks full of fast sugars, such as white bread with sweet toppings, fizzy drinks or biscuits, give you a short boost followed by a dip. Foods that are digested more slowly, such as wholegrain bread, oats, pulses, vegetables, nuts and protein-rich foods, keep your energy more even. You feel full for longer and have fewer cravings.",
          "A good breakfast and a real lunch break make a big difference. People who skip lunch or eat it behind the screen are more likely to reach for something sweet in the afternoon to bridge the dip. Take a few minutes to eat calmly instead, preferably away from your desk. Make the healthy choice the easy one too: keep a bowl of fruit or a tub of unsalted nuts within reach and put the biscuit tin away in a cupboard.",
          "Drink enough, mostly water. Even a slight lack of fluid can cause headaches and poorer concentration. Be careful with coffee after midday: caffeine stays in your body for hours and can disturb your sleep, even if you fall asleep as usual. Alcohol seems to help you nod off, but it makes the second half of the night more restless. An alcohol-free weeknight is a simple experiment that surprises many people.",
          "You do not need a diet to eat better. Small, achievable changes last the longest. Add a portion of vegetables to your lunch, swap one of your daily snacks for fruit, or choose water over fizzy drinks more often. See how you feel after two weeks. If you want to change more, or have specific questions about food, a registered dietitian can give you personal advice.",
        ],
      },
      {
        title: "Connection with others",
        paragraphs: [
          "People who feel connected to others are, on average, healthier, recover faster from setbacks and enjoy life more. This is not about a large network or hundreds of followers, but about a few people with whom you can be yourself. People you can call when things go wrong, and with whom you also share the good moments. Relationships like these are like your fitness: they need maintenance.",
          "At work, connection often lies in small things. Asking how someone is doing and then really listening to the answer. Having lunch together instead of each behind your own screen. Helping a colleague who is stuck, or thanking someone for good work. If you work from home a lot, you miss those chance moments by the coffee machine. So plan them on purpose: a regular walk with a colleague or a short video call without an agenda.",
          "Do you notice that you withdraw precisely when things are hard? That is a very common pattern. You have little energy, so you cancel plans, and as a result you miss exactly the support that would help you. Try to break that pattern, even when you do not feel like it. A short conversation or a walk with someone you trust can bring more relief than you expect beforehand.",
        ],
      },
      {
        title: "Working with a coach",
        paragraphs: [
          "A coach helps you get clear on what you want to change and how to go about it. The conversation revolves around your questions and goes at your pace. A good coach does not hand out ready-made answers, but asks questions that help you discover for yourself what works for you. A coach also helps you make plans concrete and stick to them, including in the weeks when things are not going your way.",
          "It is good to know what a coach does not do. A coach does not make a diagnosis and does not replace a GP, a psychologist or an occupational physician. If you have lasting physical or mental health complaints, medical help is the first step. A coach can help you take that step, and afterwards look with you at how to arrange your life and work so that they support your recovery.",
          "The first session is mainly an introduction. You explain what is going on and what you want to achieve, and you get a feel for whether this coach suits you. That click matters, because you will sometimes discuss personal matters. After that, you agree together how often you meet and what you will work on. For many people, three to six sessions are enough to really get moving.",
          "What you discuss with your coach stays between the two of you. In Vitaal you choose a coach yourself, by topic, by language and by whether you would rather meet by video or in person. You book your sessions at times that suit you. Prepare each session briefly: what do you want to discuss today, what have you tried since last time and what did you learn from it?",
        ],
      },
      {
        title: "Your ten-week plan",
        paragraphs: [
          "Weeks 1 and 2 are about the basics. Take the vitascan in Vitaal to see where you stand now, and choose the theme that appeals to you most. Get up at the same time every day and take a short walk outside in the morning. Also keep track of when your energy is high and when it flags. Change nothing else yet: first you are gathering information about your own rhythm.",
          "In weeks 3 and 4 you put that knowledge to use. Schedule your hardest work in your peak hours and take a short break away from screens after each block of focused work. In weeks 5 and 6 the focus shifts to stress and recovery. Write down the signals you notice in yourself, practise a few minutes of calm breathing every day and devise a fixed ritual that closes your working day.",
          "Weeks 7 and 8 are about movement and food. Move for at least twenty minutes every day, stand up every half hour and make your lunch a real break. Choose one small change in what you eat or drink and keep it up for two weeks. In these weeks, also make a point of meeting someone you feel at ease with, and tell them how your plan is going.",
          "In weeks 9 and 10 you look back. What gave you the most, and what fitted your life less well? Keep the two or three habits that really made a difference and let the rest go without guilt. Take the vitascan again and compare the result with that of week 1. If you want to go further, discuss your results with a coach. Small steps that you keep up make the biggest difference in the end.",
        ],
      },
    ],
  },
};

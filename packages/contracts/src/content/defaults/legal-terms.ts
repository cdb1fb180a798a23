import { SHOWROOM } from './contact';
import { legalDocument, list } from './legal-document';

const email = `<a href="mailto:${SHOWROOM.email}">${SHOWROOM.email}</a>`;

export const TERMS_MK = legalDocument(
  'Ве молиме внимателно прочитајте ги овие услови пред да ја користите веб-страницата на Hiti Kamina. ' +
    'Со пристапувањето и користењето на веб-страницата се согласувате со нив.',
  [
    {
      title: 'Општи одредби',
      body:
        '<p>Оваа веб-страница ја води Hiti Kamina, трговец на камини, печки и решенија за греење, основан во ' +
        '1999 година и ексклузивен застапник на италијанската фабрика во Република Северна Македонија од ' +
        '2018 година, со 6 продавници низ земјата. Овие услови го уредуваат користењето на веб-страницата ' +
        'и на сите информации, слики и услуги достапни на неа.</p>',
    },
    {
      title: 'Интелектуална сопственост',
      body:
        '<p>Целата содржина на веб-страницата – текстови, фотографии, логоа, графички решенија и технички ' +
        'документи – е сопственост на Hiti Kamina или на нејзините партнери и е заштитена со прописите за ' +
        'авторско право и индустриска сопственост. Содржината не смее да се копира, менува, објавува или ' +
        'користи за комерцијални цели без наша претходна писмена согласност.</p>',
    },
    {
      title: 'Користење на веб-страницата',
      body:
        '<p>Веб-страницата служи за информирање за нашите производи и услуги и за контакт со нашите ' +
        'продавници. Прикажаните цени, слики и технички податоци се информативни; конечната понуда, ' +
        'достапноста и условите на купување се договараат директно со нас. Преку веб-страницата не се ' +
        'склучуваат договори за купопродажба.</p>',
    },
    {
      title: 'Забрани',
      body:
        '<p>При користењето на веб-страницата забрането е:</p>' +
        list([
          'да се вршат дејства што може да ја оштетат, преоптоварат или оневозможат нејзината работа;',
          'да се бара неовластен пристап до делови од системот или до податоци на други корисници;',
          'да се испраќаат лажни, навредливи или незаконски содржини преку формуларите;',
          'да се користат автоматизирани алатки за масовно преземање на содржината.',
        ]),
    },
    {
      title: 'Врски кон веб-страници на трети лица',
      body:
        '<p>Веб-страницата може да содржи врски кон веб-страници и социјални мрежи на трети лица. ' +
        'Hiti Kamina не ја контролира нивната содржина и не одговара за неа, ниту за нивните правила за ' +
        'приватност.</p>',
    },
    {
      title: 'Одговорност',
      body:
        '<p>Се трудиме информациите на веб-страницата да бидат точни и ажурни, но не можеме да гарантираме ' +
        'дека се секогаш целосни и без грешки. Техничките карактеристики, боите и изгледот на производите ' +
        'може да отстапуваат од прикажаните.</p>',
    },
    {
      title: 'Ограничување на одговорноста',
      body:
        '<p>Во мера дозволена со закон, Hiti Kamina не одговара за непосредна или посредна штета што би ' +
        'настанала од користењето или од невозможноста за користење на веб-страницата, од прекини во ' +
        'нејзината работа или од потпирање на информациите објавени на неа.</p>',
    },
    {
      title: 'Измени на условите',
      body:
        '<p>Hiti Kamina го задржува правото во секое време да ги измени овие услови. Измените важат од ' +
        'денот на нивното објавување на оваа страница, па ве молиме повремено да ја проверувате.</p>',
    },
    {
      title: 'Меродавно право',
      body:
        '<p>За овие услови се применува правото на Република Северна Македонија. Евентуалните спорови ' +
        'ќе се решаваат спогодбено, а доколку тоа не е можно, надлежен е стварно надлежниот суд во ' +
        'Република Северна Македонија.</p>',
    },
    {
      title: 'Контакт',
      body:
        `<p>За прашања во врска со овие услови контактирајте нè на ${email} или преку формуларот на ` +
        'страницата <a href="/contact">Контакт</a>.</p>',
    },
  ],
);

export const TERMS_AL = legalDocument(
  'Ju lutemi lexoni me kujdes këto kushte përpara se të përdorni faqen e internetit të Hiti Kamina. ' +
    'Duke hyrë dhe duke përdorur faqen, ju pajtoheni me to.',
  [
    {
      title: 'Dispozita të përgjithshme',
      body:
        '<p>Kjo faqe interneti menaxhohet nga Hiti Kamina, tregtar i kaminave, sobave dhe zgjidhjeve të ' +
        'ngrohjes, i themeluar në vitin 1999 dhe përfaqësues ekskluziv i fabrikës italiane në Republikën e ' +
        'Maqedonisë së Veriut që nga viti 2018, me 6 dyqane anembanë vendit. Këto kushte rregullojnë ' +
        'përdorimin e faqes dhe të të gjitha informacioneve, imazheve dhe shërbimeve që ofrohen në të.</p>',
    },
    {
      title: 'Pronësia intelektuale',
      body:
        '<p>E gjithë përmbajtja e faqes – tekstet, fotografitë, logot, zgjidhjet grafike dhe dokumentet ' +
        'teknike – është pronë e Hiti Kamina ose e partnerëve të saj dhe mbrohet nga dispozitat për të ' +
        'drejtën e autorit dhe pronësinë industriale. Përmbajtja nuk lejohet të kopjohet, ndryshohet, ' +
        'publikohet ose përdoret për qëllime komerciale pa pëlqimin tonë paraprak me shkrim.</p>',
    },
    {
      title: 'Përdorimi i faqes',
      body:
        '<p>Faqja shërben për informim mbi produktet dhe shërbimet tona dhe për kontakt me dyqanet tona. ' +
        'Çmimet, imazhet dhe të dhënat teknike të paraqitura janë informative; oferta përfundimtare, ' +
        'disponueshmëria dhe kushtet e blerjes merren vesh drejtpërdrejt me ne. Nëpërmjet faqes nuk ' +
        'lidhen kontrata shitblerjeje.</p>',
    },
    {
      title: 'Ndalimet',
      body:
        '<p>Gjatë përdorimit të faqes ndalohet:</p>' +
        list([
          'kryerja e veprimeve që mund ta dëmtojnë, ta mbingarkojnë ose ta pengojnë funksionimin e saj;',
          'përpjekja për qasje të paautorizuar në pjesë të sistemit ose në të dhënat e përdoruesve të tjerë;',
          'dërgimi i përmbajtjeve të rreme, fyese ose të paligjshme nëpërmjet formularëve;',
          'përdorimi i mjeteve të automatizuara për shkarkimin masiv të përmbajtjes.',
        ]),
    },
    {
      title: 'Lidhjet me faqe të palëve të treta',
      body:
        '<p>Faqja mund të përmbajë lidhje me faqe interneti dhe rrjete sociale të palëve të treta. ' +
        'Hiti Kamina nuk e kontrollon përmbajtjen e tyre dhe nuk mban përgjegjësi për të, as për rregullat ' +
        'e tyre të privatësisë.</p>',
    },
    {
      title: 'Përgjegjësia',
      body:
        '<p>Përpiqemi që informacionet në faqe të jenë të sakta dhe të përditësuara, por nuk mund të ' +
        'garantojmë se ato janë gjithmonë të plota dhe pa gabime. Karakteristikat teknike, ngjyrat dhe ' +
        'pamja e produkteve mund të ndryshojnë nga ato të paraqitura.</p>',
    },
    {
      title: 'Kufizimi i përgjegjësisë',
      body:
        '<p>Në masën e lejuar nga ligji, Hiti Kamina nuk mban përgjegjësi për dëme të drejtpërdrejta ose ' +
        'të tërthorta që mund të lindin nga përdorimi ose pamundësia e përdorimit të faqes, nga ' +
        'ndërprerjet në funksionimin e saj ose nga mbështetja në informacionet e publikuara në të.</p>',
    },
    {
      title: 'Ndryshimet e kushteve',
      body:
        '<p>Hiti Kamina rezervon të drejtën t’i ndryshojë këto kushte në çdo kohë. Ndryshimet vlejnë nga ' +
        'dita e publikimit të tyre në këtë faqe, prandaj ju lutemi ta kontrolloni atë herë pas here.</p>',
    },
    {
      title: 'E drejta e zbatueshme',
      body:
        '<p>Për këto kushte zbatohet e drejta e Republikës së Maqedonisë së Veriut. Mosmarrëveshjet ' +
        'eventuale zgjidhen me marrëveshje, ndërsa kur kjo nuk është e mundur, për to vendos gjykata ' +
        'kompetente në Republikën e Maqedonisë së Veriut.</p>',
    },
    {
      title: 'Kontakti',
      body:
        `<p>Për pyetje në lidhje me këto kushte na kontaktoni në ${email} ose nëpërmjet formularit në ` +
        'faqen <a href="/contact">Kontakti</a>.</p>',
    },
  ],
);

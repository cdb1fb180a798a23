import { defineAdminTexts } from '../i18n/define-texts';

/** Two-step sign-in's texts (code step, enrolment, recovery codes) in the admin's three languages. */
export const secondFactorTexts = defineAdminTexts(
  'second-factor',
  {
    codeTitle: 'Two-step sign-in',
    codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    remember: 'Remember this browser (at most 12 hours)',
    verify: 'Verify',
    verifying: 'Verifying...',
    startOver: 'Sign in with another account',
    enrolTitle: 'Set up two-step sign-in',
    enrolRequired: 'Super administrators must use two-step sign-in. Set it up to go on.',
    enrolIntro: 'Scan this QR code with an authenticator app, then enter the code the app shows.',
    qrLabel: 'QR code to scan with the authenticator app',
    secretText: 'Or type this key into the app:',
    confirm: 'Turn on',
    codesTitle: 'Your recovery codes',
    codesIntro:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    continue: 'I saved them, continue',
    failedTitle: 'Two-step sign-in failed',
    statusOn: 'Two-step sign-in is on. Recovery codes left: {{left}}.',
    statusOff: 'Two-step sign-in is off for your account.',
    setUp: 'Set up two-step sign-in',
    newCodes: 'New recovery codes',
    newCodesIntro: 'Enter a current code to replace all your recovery codes.',
    turnOff: 'Turn off two-step sign-in',
    turnOffIntro:
      'Enter your password to turn it off. Sign in with your password only until you set it up again.',
    currentPassword: 'Your password',
  },
  {
    mk: {
      codeTitle: 'Најава во два чекора',
      codeIntro:
        'Внесете го 6-цифрениот код од апликацијата за автентикација или еден од кодовите за враќање.',
      code: 'Код',
      remember: 'Запомни го овој прелистувач (најмногу 12 часа)',
      verify: 'Потврди',
      verifying: 'Се потврдува...',
      startOver: 'Најави се со друга сметка',
      enrolTitle: 'Поставете најава во два чекора',
      enrolRequired:
        'Супер администраторите мора да користат најава во два чекора. Поставете ја за да продолжите.',
      enrolIntro:
        'Скенирајте го QR-кодот со апликација за автентикација, потоа внесете го кодот што го покажува.',
      qrLabel: 'QR-код за скенирање со апликацијата за автентикација',
      secretText: 'Или внесете го овој клуч во апликацијата:',
      confirm: 'Вклучи',
      codesTitle: 'Вашите кодови за враќање',
      codesIntro:
        'Секој код ве најавува еднаш ако го изгубите телефонот. Чувајте ги на сигурно: се прикажуваат само сега.',
      continue: 'Ги зачував, продолжи',
      failedTitle: 'Најавата во два чекора не успеа',
      statusOn: 'Најавата во два чекора е вклучена. Преостанати кодови за враќање: {{left}}.',
      statusOff: 'Најавата во два чекора е исклучена за вашата сметка.',
      setUp: 'Поставете најава во два чекора',
      newCodes: 'Нови кодови за враќање',
      newCodesIntro: 'Внесете тековен код за да ги замените сите кодови за враќање.',
      turnOff: 'Исклучи ја најавата во два чекора',
      turnOffIntro:
        'Внесете ја лозинката за да ја исклучите. Ќе се најавувате само со лозинка додека повторно не ја поставите.',
      currentPassword: 'Вашата лозинка',
    },
    al: {
      codeTitle: 'Hyrja me dy hapa',
      codeIntro:
        'Shkruani kodin me 6 shifra nga aplikacioni i vërtetimit, ose një nga kodet tuaja të rikuperimit.',
      code: 'Kodi',
      remember: 'Mbaje mend këtë shfletues (të shumtën 12 orë)',
      verify: 'Verifiko',
      verifying: 'Duke verifikuar...',
      startOver: 'Hyni me një llogari tjetër',
      enrolTitle: 'Aktivizoni hyrjen me dy hapa',
      enrolRequired:
        'Super administratorët duhet të përdorin hyrjen me dy hapa. Aktivizojeni për të vazhduar.',
      enrolIntro:
        'Skanoni këtë kod QR me një aplikacion vërtetimi, pastaj shkruani kodin që tregon aplikacioni.',
      qrLabel: 'Kod QR për t’u skanuar me aplikacionin e vërtetimit',
      secretText: 'Ose shkruani këtë çelës në aplikacion:',
      confirm: 'Aktivizo',
      codesTitle: 'Kodet tuaja të rikuperimit',
      codesIntro:
        'Çdo kod ju lejon të hyni një herë nëse humbni telefonin. Ruajini në vend të sigurt: shfaqen vetëm tani.',
      continue: 'I ruajta, vazhdo',
      failedTitle: 'Hyrja me dy hapa dështoi',
      statusOn: 'Hyrja me dy hapa është aktive. Kode rikuperimi të mbetura: {{left}}.',
      statusOff: 'Hyrja me dy hapa është joaktive për llogarinë tuaj.',
      setUp: 'Aktivizoni hyrjen me dy hapa',
      newCodes: 'Kode të reja rikuperimi',
      newCodesIntro: 'Shkruani një kod aktual për të zëvendësuar të gjitha kodet e rikuperimit.',
      turnOff: 'Çaktivizo hyrjen me dy hapa',
      turnOffIntro:
        'Shkruani fjalëkalimin për ta çaktivizuar. Do të hyni vetëm me fjalëkalim derisa ta aktivizoni përsëri.',
      currentPassword: 'Fjalëkalimi juaj',
    },
  },
);

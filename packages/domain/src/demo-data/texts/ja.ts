// Japanese demo content: an ordinary few weeks of someone finding their feet again.
import type { DemoTexts } from './types';

export const ja: DemoTexts = {
  journal: {
    quietMorning: {
      title: '静かな朝',
      content: '早起きしてベランダでコーヒーを飲んだ。落ち着いて一日を始められた。',
    },
    busyWorkday: {
      title: '忙しい一日',
      content: '会議が立て続けにあった。忙しいと休憩を飛ばしてしまうことに気づいた。',
    },
    parkWalk: {
      title: '公園を散歩',
      content: '夕食後に30分歩いた。頭の中がすっきりした。',
    },
    talkWithSister: {
      title: 'いい話ができた',
      content: '妹と長電話をした。心配ごとを話せる相手がいるのはありがたい。',
    },
    badSleep: {
      title: 'よく眠れなかった',
      content: '締め切りのことを考えて遅くまで眠れなかった。明日はスマホを早めに置こう。',
    },
    taxesDone: {
      title: '小さな達成',
      content: 'やっと確定申告を終えた。ほっとしたし、少し誇らしい。',
    },
    tiredButContent: {
      title: '疲れたけれど満足',
      content: '長い一日だったけれど、やると決めたことはやり遂げた。',
    },
    drawingAgain: {
      title: '久しぶりに絵を描いた',
      content: '何か月ぶりかで絵を描いた。こんなに心が落ち着くことを忘れていた。',
    },
    jobDoubts: {
      title: '迷い',
      content: '今の仕事がまだ自分に合っているのか考えている。コーチに相談してみたい。',
    },
    budgetEvening: {
      title: 'お金と向き合う夜',
      content: '固定費をすべて書き出した。思ったほど悪くないが、サブスクは減らせそう。',
    },
    dinnerWithFriends: {
      title: '友だちと夕食',
      content: '一緒に料理をしてたくさん笑った。待つのではなく、もっと自分から誘いたい。',
    },
    grateful: {
      title: '感謝',
      content: '晴れた空、いい友だち、予定のない夜に感謝。',
    },
  },
  tags: {
    reflection: '振り返り',
    rest: '休息',
    gratitude: '感謝',
    work: '仕事',
    stress: 'ストレス',
    movement: '運動',
    sleep: '睡眠',
    family: '家族',
    friends: '友だち',
    money: 'お金',
    creativity: '創造性',
  },
  goals: {
    walk: '20分歩く',
    bedtime: '23時に寝る',
    gratitude: '感謝していることを3つ書く',
    messageFriend: '友だちにメッセージを送る',
    phoneFree: 'スマホなしで1時間過ごす',
    focusBlock: '一番大事な作業を昼までに済ませる',
    vegetables: '毎食野菜を食べる',
    read: '本を10ページ読む',
  },
  tasks: {
    callDoctor: 'かかりつけ医に健診の予約を入れる',
    gym: 'ジムを解約するか、通い始める',
    birthdayGift: '母の誕生日プレゼントを買う',
    photoBook: '旅行のフォトブックを作る',
    budget: '来月の予算を立てる',
    sleepBook: '睡眠の本を読み終える',
  },
  moodContexts: {
    work: '職場で',
    home: '家で',
    commute: '移動中',
    friends: '友だちと',
    sport: '運動中',
  },
  progress: {
    career: {
      notes: 'もっとやりがいのある仕事がしたい。上司との面談を予定している。',
      goals: ['キャリア面談の準備をする', '四半期に一つ講座を受ける'],
      achievements: ['プロジェクトを期限内に納品した', 'チーム全員の前で発表した'],
      milestones: ['受ける講座を決めた', 'キャリア面談を申し込んだ', '最初のモジュールを修了'],
    },
    relationships: {
      notes: '金曜日に一緒に料理するようになってから、お互いを気にかけるようになった。',
      goals: ['毎週一晩は画面なしで一緒に過ごす', '感謝の気持ちをもっと言葉にする'],
      achievements: ['週末の小旅行を計画した', '難しい話し合いを落ち着いてできた'],
      milestones: ['金曜の夜を二人の時間に', '二人で週末旅行', '一緒にダンス教室へ'],
    },
    health: {
      notes: '睡眠は日によってまちまち。散歩は効く、ちゃんと続ければ。',
      goals: ['週3回散歩する', '23時前に布団に入る'],
      achievements: ['2週間毎日散歩した', '午後のコーヒーを減らした'],
      milestones: ['5キロを続けて歩いた', '1か月規則正しく眠れた', 'かかりつけ医で健診'],
    },
    finance: {
      notes: '全体は把握できた。貯金はまだゆっくり増えている。',
      goals: ['毎月少しずつ貯金する', 'サブスクを見直す'],
      achievements: ['確定申告を期限内に提出した', 'サブスクを2つ解約した'],
      milestones: ['固定費をすべて書き出した', '月収1か月分の貯え', '支払いの遅れをゼロに'],
    },
    personal_growth: {
      notes: '日記を書くと、自分のパターンが見えてくる。',
      goals: ['毎晩5分書く', '月に1冊本を読む'],
      achievements: ['30日連続で書いた', '習慣についての本を読み終えた'],
      milestones: ['1週間毎晩書いた', '1か月毎晩書いた', '四半期の振り返り'],
    },
    spirituality: {
      notes: '静かな時間をまた作りたいけれど、つい後回しになる。',
      goals: ['週2回、10分瞑想する', 'スマホを持たずに散歩する'],
      achievements: ['自然の中で静かに過ごす一日', '瞑想アプリを試した'],
      milestones: ['静けさのための決まった時間', '1週間毎日瞑想した', 'リトリートに参加した'],
    },
    social_life: {
      notes: '昔の友だちとまた連絡を取るようになった。',
      goals: ['月に一度は友だちと会う', '新しいサークルに行ってみる'],
      achievements: ['自宅で食事会を開いた', '学生時代の友人と久しぶりに話した'],
      milestones: [
        '友だちのグループチャットが復活',
        'サークルに入った',
        '自分でお出かけを企画した',
      ],
    },
    hobbies: {
      notes: '絵を描くと落ち着く。決まった時間を作りたい。',
      goals: ['毎週日曜に1時間描く', 'スケッチブックを1冊描き切る'],
      achievements: ['初めてのスケッチブックを買った', '妹に絵を額に入れて贈った'],
      milestones: ['数か月ぶりの一枚', 'スケッチを10枚描いた', 'ワークショップに参加した'],
    },
  },
};

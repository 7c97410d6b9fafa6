// Korean demo content: an ordinary few weeks of someone finding their feet again.
import type { DemoTexts } from './types';

export const ko: DemoTexts = {
  journal: {
    quietMorning: {
      title: '조용한 아침',
      content: '일찍 일어나 발코니에서 커피를 마셨다. 덕분에 하루를 차분하게 시작할 수 있었다.',
    },
    busyWorkday: {
      title: '바쁜 근무일',
      content: '회의가 줄줄이 이어졌다. 바쁠 때면 쉬는 시간을 건너뛴다는 걸 알게 됐다.',
    },
    parkWalk: {
      title: '공원 산책',
      content: '저녁을 먹고 30분 걸었다. 머릿속이 정말 가벼워졌다.',
    },
    talkWithSister: {
      title: '좋은 대화',
      content: '여동생과 오래 통화했다. 걱정을 털어놓을 수 있다는 게 고마웠다.',
    },
    badSleep: {
      title: '잠을 설쳤다',
      content: '마감 생각에 늦게까지 잠을 못 잤다. 내일은 휴대폰을 더 일찍 내려놓아야겠다.',
    },
    taxesDone: {
      title: '작은 성공',
      content: '드디어 종합소득세 신고를 마쳤다. 홀가분하고 조금 뿌듯하다.',
    },
    tiredButContent: {
      title: '피곤하지만 만족',
      content: '긴 하루였지만 하기로 한 일은 다 했다.',
    },
    drawingAgain: {
      title: '다시 그림을 그렸다',
      content: '몇 달 만에 처음으로 그림을 그렸다. 이렇게 마음이 편해진다는 걸 잊고 있었다.',
    },
    jobDoubts: {
      title: '고민',
      content: '이 일이 아직 나에게 맞는지 모르겠다. 코치와 이야기해 보고 싶다.',
    },
    budgetEvening: {
      title: '돈 정리하는 저녁',
      content: '고정 지출을 모두 적어 봤다. 생각보다 괜찮지만 구독 서비스는 줄일 수 있겠다.',
    },
    dinnerWithFriends: {
      title: '친구들과 저녁',
      content: '같이 요리하고 많이 웃었다. 기다리기만 하지 말고 더 자주 약속을 잡고 싶다.',
    },
    grateful: {
      title: '감사',
      content: '햇살, 좋은 친구, 그리고 아무 계획 없는 저녁에 감사하다.',
    },
  },
  tags: {
    reflection: '성찰',
    rest: '휴식',
    gratitude: '감사',
    work: '일',
    stress: '스트레스',
    movement: '운동',
    sleep: '수면',
    family: '가족',
    friends: '친구',
    money: '돈',
    creativity: '창의성',
  },
  goals: {
    walk: '20분 걷기',
    bedtime: '밤 11시에 잠자리에 들기',
    gratitude: '감사한 일 세 가지 적기',
    messageFriend: '친구에게 메시지 보내기',
    phoneFree: '휴대폰 없이 한 시간 보내기',
    focusBlock: '가장 중요한 업무를 점심 전에 끝내기',
    vegetables: '끼니마다 채소 먹기',
    read: '책 10쪽 읽기',
  },
  tasks: {
    callDoctor: '건강검진 때문에 병원에 전화하기',
    gym: '헬스장 해지하거나 다니기 시작하기',
    birthdayGift: '엄마 생일 선물 사기',
    photoBook: '여행 포토북 만들기',
    budget: '다음 달 예산 세우기',
    sleepBook: '수면에 관한 책 끝까지 읽기',
  },
  moodContexts: {
    work: '직장에서',
    home: '집에서',
    commute: '이동 중',
    friends: '친구들과',
    sport: '운동하면서',
  },
  progress: {
    career: {
      notes: '더 도전적인 일을 찾고 있다. 팀장님과 면담이 잡혀 있다.',
      goals: ['경력 개발 면담 준비하기', '분기마다 강좌 하나 듣기'],
      achievements: ['프로젝트를 기한 안에 마쳤다', '팀 전체 앞에서 발표했다'],
      milestones: ['들을 강좌 선택', '경력 개발 면담 신청', '첫 모듈 수료'],
    },
    relationships: {
      notes: '금요일마다 함께 요리하면서 서로에게 더 관심을 갖게 됐다.',
      goals: ['매주 하루는 화면 없이 함께 보내기', '고마운 점을 더 자주 말하기'],
      achievements: ['주말여행을 계획했다', '어려운 대화를 차분하게 나눴다'],
      milestones: ['금요일 저녁은 함께', '함께 주말여행', '함께 댄스 수업 듣기'],
    },
    health: {
      notes: '잠은 날마다 들쭉날쭉하다. 산책은 도움이 된다, 꾸준히 하기만 하면.',
      goals: ['일주일에 세 번 산책하기', '밤 11시 전에 잠자리에 들기'],
      achievements: ['2주 동안 매일 산책했다', '오후에 커피를 줄였다'],
      milestones: [
        '5킬로미터를 쉬지 않고 걸었다',
        '한 달 동안 규칙적으로 잤다',
        '병원에서 건강검진',
      ],
    },
    finance: {
      notes: '이제 전체 상황은 파악했다. 비상금은 아직 천천히 모이는 중이다.',
      goals: ['매달 조금씩 저축하기', '구독 서비스 점검하기'],
      achievements: ['세금 신고를 기한 안에 마쳤다', '구독 두 개를 해지했다'],
      milestones: ['고정 지출 모두 정리', '한 달 치 월급만큼의 비상금', '연체 없는 생활'],
    },
    personal_growth: {
      notes: '일기를 쓰면 내 패턴이 보인다.',
      goals: ['매일 밤 5분 쓰기', '한 달에 책 한 권 읽기'],
      achievements: ['30일 연속으로 썼다', '습관에 관한 책을 다 읽었다'],
      milestones: ['일주일 동안 매일 밤 쓰기', '한 달 동안 매일 밤 쓰기', '분기 돌아보기'],
    },
    spirituality: {
      notes: '다시 고요한 시간을 만들고 싶지만 자꾸 뒤로 밀린다.',
      goals: ['일주일에 두 번 10분 명상하기', '휴대폰 없이 산책하기'],
      achievements: ['자연 속에서 보낸 고요한 하루', '명상 앱을 써 봤다'],
      milestones: ['고요함을 위한 정해진 시간', '일주일 동안 매일 명상', '명상 수련회 참가'],
    },
    social_life: {
      notes: '옛 친구들과 다시 연락하기 시작했다.',
      goals: ['한 달에 한 번 친구 만나기', '새로운 동호회 가 보기'],
      achievements: ['우리 집에서 저녁 모임을 열었다', '대학 동기와 오랜만에 이야기했다'],
      milestones: ['친구 단톡방 다시 활발해짐', '동호회 가입', '직접 나들이 계획'],
    },
    hobbies: {
      notes: '그림을 그리면 마음이 차분해진다. 정해진 시간을 만들고 싶다.',
      goals: ['매주 일요일 한 시간 그리기', '스케치북 한 권 채우기'],
      achievements: ['첫 스케치북을 샀다', '여동생에게 그림을 액자에 넣어 선물했다'],
      milestones: ['몇 달 만의 첫 그림', '스케치 10장 완성', '워크숍 참가'],
    },
  },
};

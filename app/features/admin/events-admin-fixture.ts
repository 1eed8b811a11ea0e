// The back office's session and webinar forms filled in as a browser posts them (texts only), for
// the tests of the forms, the pages and the access matrix; each test changes what it is about.

/** A session in Utrecht on 20 March 2027, 10:00 to 12:00 in Amsterdam, two places, no choices. */
export const sessionFormValues = {
  titleNl: "Utrecht",
  titleEn: "Utrecht",
  timeZone: "Europe/Amsterdam",
  startDate: "2027-03-20",
  startTime: "10:00",
  endDate: "2027-03-20",
  endTime: "12:00",
  deadlineDate: "2027-03-18",
  deadlineTime: "23:59",
  location: "Park, Utrecht",
  onlineUrl: "",
  capacity: "2",
  choices: "",
};

/** A webinar for everyone on 10 March 2027 at 19:00 in Amsterdam, an hour, on an allowed stream host. */
export const webinarFormValues = {
  partnerId: "",
  titleNl: "Slaap live",
  titleEn: "Sleep live",
  descriptionNl: "Over slaap.",
  descriptionEn: "About sleep.",
  presenterName: "Sanne de Jong",
  presenterRoleNl: "slaapcoach",
  presenterRoleEn: "sleep coach",
  timeZone: "Europe/Amsterdam",
  startDate: "2027-03-10",
  startTime: "19:00",
  durationMinutes: "60",
  streamUrl: "https://www.youtube-nocookie.com/embed/abc",
  recordingSlug: "",
};

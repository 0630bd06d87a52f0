// GET /health: the database and each function, so an operator (and npm start) can tell a
// backend that answers from one that works. 200 only when everything is "ok".

const dbCheckTimeoutMs = 5000;

async function databaseState(db) {
  let timer;
  const timeout = new Promise((done) => (timer = setTimeout(() => done("down"), dbCheckTimeoutMs)));
  const query = db.query("select 1").then(
    () => "ok",
    () => "down",
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** → { status, body: { status: "ok" | "degraded", db, functions: { name: ok|starting|restarting|down } } } */
export async function healthReport(db, functionStates = () => ({})) {
  const dbState = await databaseState(db);
  const functions = functionStates();
  const healthy = dbState === "ok" && Object.values(functions).every((state) => state === "ok");
  return { status: healthy ? 200 : 503, body: { status: healthy ? "ok" : "degraded", db: dbState, functions } };
}

// holdout: safe cwe=918
import express from "express";
import axios from "axios";

const router = express.Router();

router.get("/ssrf/04", async (req, res) => {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const userValue = parsedUrl.searchParams.get("sort") || "";
  const chosen = decodeURIComponent(userValue);
  const upstream = await axios.get("https://api.example.com/search", { params: { q: chosen } });
  res.send(upstream.data);
});

export default router;

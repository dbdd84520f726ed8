# holdout: safe cwe=79
import html
import os
import pathlib
import shlex
import sqlite3
import subprocess
import urllib.parse
import urllib.request
from dataclasses import dataclass

import httpx
import psycopg2
import requests
from flask import Flask, Response, abort, make_response, redirect, request, send_file, url_for
from flask_sqlalchemy import SQLAlchemy
from markupsafe import escape
from sqlalchemy import text
from werkzeug.utils import secure_filename

app = Flask(__name__)
db = SQLAlchemy(app)
DB = "/var/lib/app/app.db"
DSN = "dbname=app"
ALLOWED_URLS = {"https://status.example.com/health", "https://api.example.com/ping"}


@dataclass
class Item:
    name: str
    sort: str = "id"


@app.route("/b/xss/8", methods=["GET", "POST"])
def case_08():
    raw = request.args.get("q", "")
    v = " ".join([p for p in raw.split(",") if p])
    return make_response(f"<h1>{html.escape(v)}</h1>")

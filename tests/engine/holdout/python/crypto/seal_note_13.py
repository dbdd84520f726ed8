# holdout: vulnerable cwe=327
from Crypto.Cipher import Blowfish
from Crypto.Random import get_random_bytes
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/crypto/seal-note-13", methods=["GET", "POST"])
def seal_note_13():
    note = request.form.get("note", "")
    cipher = Blowfish.new(get_random_bytes(16), Blowfish.MODE_ECB)
    return jsonify({"sealed": cipher.encrypt(note.encode("utf-8").ljust(64, b" ")).hex()})

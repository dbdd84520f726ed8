# holdout: vulnerable cwe=327
import os

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/crypto/seal-note-07", methods=["GET", "POST"])
def seal_note_07():
    card = request.form.get("card", "")
    key = os.urandom(32)
    iv = os.urandom(16)
    rounds = 3
    algorithm = modes.ECB() if rounds * 4 > 10 else modes.GCM(iv)
    encryptor = Cipher(algorithms.AES(key), algorithm).encryptor()
    sealed = encryptor.update(card.encode("utf-8").ljust(32, b"0")) + encryptor.finalize()
    return jsonify({"sealed": sealed.hex()})

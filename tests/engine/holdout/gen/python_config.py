"""Python building blocks for ciphers, digests, randomness and cookies."""

# (name, needs_module_scope_value, code, module members, expression)
PROVIDERS = [
    ("literal", False, "", "", "$V"),
    ("constant", True, "", "\nALGORITHM = $V\n", "ALGORITHM"),
    ("local", False, "algorithm = $V", "", "algorithm"),
    ("dict", False, """choices = {"legacy": $D, "current": $V}
algorithm = choices["current"]""", "", "algorithm"),
    ("ternary", False, """rounds = 3
algorithm = $V if rounds * 4 > 10 else $D""", "", "algorithm"),
    ("ifElse", False, """algorithm = $D
fips_mode = True
if fips_mode:
    algorithm = $V""", "", "algorithm"),
    ("helper", True, "", """

def algorithm_choice():
    return $V
""", "algorithm_choice()"),
    ("list", False, """options = [$D, $V]
algorithm = options[1]""", "", "algorithm"),
    ("tuple", False, """legacy, current = $D, $V
algorithm = current""", "", "algorithm"),
    ("settings", True, "", """

class Settings:
    ALGORITHM = $V
""", "Settings.ALGORITHM"),
]
ENV_PROVIDER = ("env", False, 'algorithm = os.environ.get("APP_ALGORITHM", $V)', "", "algorithm")

WEAK_DIGESTS = ['"md5"', '"sha1"', '"MD5"', '"sha1"']
STRONG_DIGESTS = ['"sha256"', '"sha512"', '"sha3_256"', '"blake2b"']
DIGEST_SINKS = [
    """password = $SRC("password")
hashed = hashlib.new($A, (SALT + password).encode("utf-8")).hexdigest()
$STORE("pw_hash", hashed)
return $JSON({"stored": True})""",
    """document = $SRC("doc")
h = hashlib.new($A)
h.update(document.encode("utf-8"))
return $JSON({"etag": h.hexdigest()})""",
]
DIGEST_MEMBERS = ['\nSALT = "c2FsdC12YWx1ZQ"\n', ""]
HASH_EXTRA = [
    (True, """email = $SRC("email")
token = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
return $JSON({"avatar": token})""", ""),
    (True, """password = $SRC("password")
digest = hashlib.sha1(password.encode("utf-8")).hexdigest()
$STORE("pw_hash", digest)
return $JSON({"stored": True})""", ""),
    (False, """password = $SRC("password")
digest = hashlib.sha256(password.encode("utf-8")).hexdigest()
$STORE("pw_hash", digest)
return $JSON({"stored": True})""", ""),
    (True, """payload = $SRC("payload")
checksum = MD5.new(payload.encode("utf-8")).hexdigest()
return $JSON({"checksum": checksum})""", ""),
    (False, """payload = $SRC("payload")
signature = hmac.new(SIGNING_KEY, payload.encode("utf-8"), hashlib.sha256).hexdigest()
return $JSON({"signature": signature})""", '\nSIGNING_KEY = os.environ.get("SIGNING_KEY", "").encode("utf-8")\n'),
    (False, """payload = $SRC("payload")
checksum = hashlib.blake2b(payload.encode("utf-8"), digest_size=32).hexdigest()
return $JSON({"checksum": checksum})""", ""),
]

WEAK_MODES = ["AES.MODE_ECB"]
STRONG_MODES = ["AES.MODE_GCM", "AES.MODE_EAX", "AES.MODE_CBC"]
CIPHER_SINKS = [
    """note = $SRC("note")
key = get_random_bytes(16)
cipher = AES.new(key, $A)
sealed = cipher.encrypt(note.encode("utf-8").ljust(64, b" "))
return $JSON({"sealed": base64.b64encode(sealed).decode("ascii")})""",
]
LOCAL_WEAK_MODES = ["modes.ECB()"]
LOCAL_STRONG_MODES = ["modes.GCM(iv)", "modes.CBC(iv)", "modes.CTR(iv)"]
LOCAL_CIPHER_SINK = """card = $SRC("card")
key = os.urandom(32)
iv = os.urandom(16)
$PROVIDER
encryptor = Cipher(algorithms.AES(key), $A).encryptor()
sealed = encryptor.update(card.encode("utf-8").ljust(32, b"0")) + encryptor.finalize()
return $JSON({"sealed": sealed.hex()})"""
CRYPTO_EXTRA = [
    (True, """note = $SRC("note")
cipher = DES.new(get_random_bytes(8), DES.MODE_CBC)
sealed = cipher.encrypt(note.encode("utf-8").ljust(64, b" "))
return $JSON({"sealed": sealed.hex()})""", ""),
    (True, """note = $SRC("note")
stream = ARC4.new(get_random_bytes(16))
return $JSON({"sealed": stream.encrypt(note.encode("utf-8")).hex()})""", ""),
    (True, """note = $SRC("note")
cipher = Blowfish.new(get_random_bytes(16), Blowfish.MODE_ECB)
return $JSON({"sealed": cipher.encrypt(note.encode("utf-8").ljust(64, b" ")).hex()})""", ""),
    (False, """note = $SRC("note")
key = AESGCM.generate_key(bit_length=256)
nonce = os.urandom(12)
sealed = AESGCM(key).encrypt(nonce, note.encode("utf-8"), None)
return $JSON({"sealed": (nonce + sealed).hex()})""", ""),
    (False, """note = $SRC("note")
box = Fernet(Fernet.generate_key())
return $JSON({"sealed": box.encrypt(note.encode("utf-8")).decode("ascii")})""", ""),
    (False, """note = $SRC("note")
cipher = ChaCha20_Poly1305.new(key=get_random_bytes(32))
sealed, tag = cipher.encrypt_and_digest(note.encode("utf-8"))
return $JSON({"sealed": (cipher.nonce + sealed + tag).hex()})""", ""),
]

RANDOMS = [
    (True, "token = str(random.random())[2:]", ""),
    (True, "token = str(random.randint(100000, 999999))", ""),
    (True, 'token = "".join(random.choice(ALPHABET) for _ in range(32))', "\nALPHABET = string.ascii_letters + string.digits\n"),
    (True, 'token = "%032x" % random.getrandbits(128)', ""),
    (True, """rng = random.Random()
token = str(rng.randrange(10**12))""", ""),
    (True, 'token = "".join(random.sample(ALPHABET, 16))', "\nALPHABET = string.ascii_letters + string.digits\n"),
    (True, "token = issue_token()", """

def issue_token():
    return hex(int(random.uniform(1, 10**9)))[2:]
"""),
    (False, "token = secrets.token_hex(16)", ""),
    (False, "token = secrets.token_urlsafe(32)", ""),
    (False, "token = str(random.SystemRandom().randint(100000, 999999))", ""),
    (False, "token = os.urandom(16).hex()", ""),
    (False, "token = uuid.uuid4().hex", ""),
    (False, 'token = "".join(secrets.choice(ALPHABET) for _ in range(32))', "\nALPHABET = string.ascii_letters + string.digits\n"),
    (False, "token = issue_token()", """

def issue_token():
    return str(secrets.randbelow(10**6)).zfill(6)
"""),
]
TOKEN_USES = [
    """$STORE("csrf_token", token)
return $JSON({"csrf": token})""",
    """user = $SRC("user")
RESET_TOKENS[token] = user
return $JSON({"sent": True})""",
]
TOKEN_MEMBERS = ["", "\nRESET_TOKENS = {}\n"]

# (vulnerable, framework, code, members); $V is the cookie value.
COOKIES = [
    (True, "f", """resp = make_response("saved")
resp.set_cookie("prefs", $V, httponly=True)
return resp""", ""),
    (True, "f", """resp = make_response("saved")
resp.set_cookie("prefs", $V, secure=False, httponly=True)
return resp""", ""),
    (True, "f", """secure_flag = False
resp = make_response("saved")
resp.set_cookie("session_hint", $V, secure=secure_flag, httponly=True)
return resp""", ""),
    (True, "f", """resp = make_response("saved")
resp.set_cookie("prefs", $V, **COOKIE_OPTIONS)
return resp""", '\nCOOKIE_OPTIONS = {"httponly": True, "secure": False, "samesite": "Lax"}\n'),
    (True, "f", """resp = make_response("saved")
resp.headers.add("Set-Cookie", f"prefs={$V}; Path=/; HttpOnly")
return resp""", ""),
    (True, "d", """response = JsonResponse({"saved": True})
response.set_cookie("prefs", $V, httponly=True)
return response""", ""),
    (True, "d", """response = JsonResponse({"saved": True})
response.set_cookie("prefs", $V, secure=False, httponly=True, samesite="Lax")
return response""", ""),
    (True, "d", """response = JsonResponse({"saved": True})
response.set_signed_cookie("cart", $V, salt="cart", httponly=True)
return response""", ""),
    (False, "f", """resp = make_response("saved")
resp.set_cookie("prefs", $V, secure=True, httponly=True)
return resp""", ""),
    (False, "f", """secure_flag = True
resp = make_response("saved")
resp.set_cookie("session_hint", $V, secure=secure_flag, httponly=True)
return resp""", ""),
    (False, "f", """resp = make_response("saved")
resp.set_cookie("prefs", $V, **COOKIE_OPTIONS)
return resp""", '\nCOOKIE_OPTIONS = {"httponly": True, "secure": True, "samesite": "Lax"}\n'),
    (False, "f", """resp = make_response("saved")
resp.headers.add("Set-Cookie", f"prefs={$V}; Path=/; Secure; HttpOnly")
return resp""", ""),
    (False, "d", """response = JsonResponse({"saved": True})
response.set_cookie("prefs", $V, secure=True, httponly=True)
return response""", ""),
    (False, "d", """response = JsonResponse({"saved": True})
response.set_signed_cookie("cart", $V, salt="cart", secure=True, httponly=True)
return response""", ""),
]

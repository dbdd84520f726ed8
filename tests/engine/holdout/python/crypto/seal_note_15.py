# holdout: safe cwe=327
from cryptography.fernet import Fernet
from django.http import JsonResponse


def seal_note_15(request):
    note = request.POST.get("note", "")
    box = Fernet(Fernet.generate_key())
    return JsonResponse({"sealed": box.encrypt(note.encode("utf-8")).decode("ascii")})

# holdout: vulnerable cwe=327
from Crypto.Cipher import ARC4
from Crypto.Random import get_random_bytes
from django.http import JsonResponse


def seal_note_12(request):
    note = request.POST.get("note", "")
    stream = ARC4.new(get_random_bytes(16))
    return JsonResponse({"sealed": stream.encrypt(note.encode("utf-8")).hex()})

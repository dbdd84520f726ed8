/**
 * The standard library's modules (Python 3's `sys.stdlib_module_names` and Python 2's), whose
 * functions are known: a value one of them returns is not input of unknown origin (unseen-names.ts).
 */
export const PYTHON_STDLIB_MODULES = (
  "__builtin__ abc aifc antigravity anydbm argparse array ast asynchat asyncio asyncore atexit " +
  "audioop base64 BaseHTTPServer bdb binascii bisect builtins bz2 calendar cgi CGIHTTPServer " +
  "cgitb chunk cmath cmd code codecs codeop collections colorsys commands compileall concurrent " +
  "ConfigParser configparser contextlib contextvars Cookie cookielib copy copyreg cPickle " +
  "cProfile crypt cStringIO csv ctypes curses dataclasses datetime dbhash dbm decimal difflib " +
  "dis distutils doctest dummy_thread email encodings ensurepip enum errno exceptions " +
  "faulthandler fcntl filecmp fileinput fnmatch fractions ftplib functools gc genericpath " +
  "getopt getpass gettext glob graphlib grp gzip hashlib heapq hmac html htmlentitydefs " +
  "HTMLParser http httplib idlelib imaplib imghdr imp importlib inspect io ipaddress itertools " +
  "json keyword lib2to3 linecache locale logging lzma mailbox mailcap marshal math md5 " +
  "mimetypes mmap modulefinder msilib msvcrt multiprocessing netrc nis nntplib nt ntpath " +
  "nturl2path numbers opcode operator optparse os ossaudiodev pathlib pdb pickle pickletools " +
  "pipes pkgutil platform plistlib popen2 poplib posix posixpath pprint profile pstats pty pwd " +
  "py_compile pyclbr pydoc pydoc_data pyexpat queue Queue quopri random re readline reprlib " +
  "resource rlcompleter robotparser runpy sched secrets select selectors sets sha shelve shlex " +
  "shutil signal SimpleHTTPServer site smtpd smtplib sndhdr socket socketserver SocketServer " +
  "spwd sqlite3 sre_compile sre_constants sre_parse ssl stat statistics string StringIO " +
  "stringprep struct subprocess sunau symtable sys sysconfig syslog tabnanny tarfile telnetlib " +
  "tempfile termios textwrap this thread threading time timeit Tkinter tkinter token tokenize " +
  "tomllib trace traceback tracemalloc tty turtle turtledemo types typing unicodedata unittest " +
  "urllib urllib2 urlparse UserDict uu uuid venv warnings wave weakref webbrowser winreg " +
  "winsound wsgiref xdrlib xml xmlrpc xmlrpclib zipapp zipfile zipimport zlib zoneinfo"
).split(" ");

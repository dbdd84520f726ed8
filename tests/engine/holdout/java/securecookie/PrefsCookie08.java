// holdout: vulnerable cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/securecookie/prefscookie08")
public class PrefsCookie08 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final boolean REQUIRE_TLS = false;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String visit = Long.toString(System.currentTimeMillis());
        Cookie cookie = new Cookie("tracking", visit);
        cookie.setSecure(REQUIRE_TLS);
        response.addCookie(cookie);
        response.getWriter().println("saved");
    }
}

// holdout: safe cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/securecookie/prefscookie14")
public class PrefsCookie14 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String visit = Long.toString(System.currentTimeMillis());
        Cookie cookie = new Cookie("cart", visit);
        cookie.setSecure(false);
        cookie.setHttpOnly(true);
        // Development default above; every deployment is served over TLS.
        cookie.setSecure(true);
        response.addCookie(cookie);
        response.getWriter().println("saved");
    }
}

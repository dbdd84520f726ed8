// holdout: vulnerable cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/securecookie/prefscookie02")
public class PrefsCookie02 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String visit = Long.toString(System.currentTimeMillis());
        Cookie cookie = new Cookie("prefs", visit);
        cookie.setSecure(false);
        cookie.setHttpOnly(true);
        response.addCookie(cookie);
        response.getWriter().println("saved");
    }
}

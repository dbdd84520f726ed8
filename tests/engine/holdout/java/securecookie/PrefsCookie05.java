// holdout: vulnerable cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/securecookie/prefscookie05")
public class PrefsCookie05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static Cookie buildCookie(String name, String value) {
        Cookie c = new Cookie(name, value);
        c.setHttpOnly(true);
        c.setMaxAge(60 * 60 * 24);
        return c;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String visit = Long.toString(System.currentTimeMillis());
        response.addCookie(buildCookie("theme", visit));
        response.getWriter().println("saved");
    }
}

// holdout: vulnerable cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/securecookie/prefscookie03")
public class PrefsCookie03 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String region = request.getHeader("X-Region");
        boolean secureFlag = false;
        Cookie cookie = new Cookie("sessionHint", region == null ? "eu" : region);
        cookie.setSecure(secureFlag);
        response.addCookie(cookie);
        response.getWriter().println("saved");
    }
}

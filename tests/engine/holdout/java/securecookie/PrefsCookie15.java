// holdout: safe cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/securecookie/prefscookie15")
public class PrefsCookie15 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final boolean REQUIRE_TLS = true;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String region = request.getHeader("X-Region");
        Cookie cookie = new Cookie("tracking", region == null ? "eu" : region);
        cookie.setSecure(REQUIRE_TLS);
        cookie.setHttpOnly(true);
        response.addCookie(cookie);
        response.getWriter().println("saved");
    }
}

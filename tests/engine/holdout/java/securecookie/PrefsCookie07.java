// holdout: vulnerable cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/securecookie/prefscookie07")
public class PrefsCookie07 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String choice = request.getParameter("choice");
        Map<String, Boolean> flags = new HashMap<>();
        flags.put("secure", false);
        flags.put("httpOnly", true);
        Cookie cookie = new Cookie("cart", choice == null ? "default" : choice);
        cookie.setSecure(flags.get("secure"));
        cookie.setHttpOnly(flags.get("httpOnly"));
        response.addCookie(cookie);
        response.getWriter().println("saved");
    }
}

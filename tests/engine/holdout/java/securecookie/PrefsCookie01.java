// holdout: vulnerable cwe=614
package org.example.web.securecookie;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/securecookie/prefscookie01")
public class PrefsCookie01 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String choice = request.getParameter("choice");
        Cookie cookie = new Cookie("prefs", choice == null ? "default" : choice);
        cookie.setHttpOnly(true);
        cookie.setPath(request.getContextPath());
        response.addCookie(cookie);
        response.getWriter().println("saved");
    }
}

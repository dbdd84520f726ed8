// holdout: safe cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet(value = "/trustbound/profilesave10")
public class ProfileSave10 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("note");
        String raw = (values != null && values.length > 0) ? values[0] : "";
        String bar = raw;
        HttpSession session = request.getSession();
        session.setAttribute("lastSearchLength", bar.length());
        response.getWriter().println("ok");
    }
}

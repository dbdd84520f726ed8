// holdout: vulnerable cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trustbound/profilesave17")
public class ProfileSave17 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "sort".equals(vals[0])) {
                param = name;
                break;
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(param).append(' ');
        String item = sb.toString().trim();
        request.getSession().setAttribute("displayName", item);
        response.getWriter().println("saved");
    }
}

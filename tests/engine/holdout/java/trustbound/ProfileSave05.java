// holdout: vulnerable cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet(value = "/trustbound/profilesave05")
public class ProfileSave05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String provided = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "id".equals(vals[0])) {
                provided = name;
                break;
            }
        }
        String operand = "standard";
        int limit = 250;
        if ((limit / 5) * 3 > 100) {
            operand = provided;
        }
        HttpSession session = request.getSession();
        session.putValue("lastSearch", operand);
    }
}

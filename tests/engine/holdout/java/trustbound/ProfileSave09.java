// holdout: vulnerable cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.net.URLDecoder;
import java.util.Enumeration;
import java.util.Locale;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trustbound/profilesave09")
public class ProfileSave09 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String normalize(String value) {
        return value.trim().toLowerCase(Locale.ROOT);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String provided = "";
        Enumeration<String> headers = request.getHeaders("sort");
        if (headers != null && headers.hasMoreElements()) {
            provided = headers.nextElement();
        }
        provided = URLDecoder.decode(provided, "UTF-8");
        String bar = normalize(provided);
        request.getSession().setAttribute("displayName", bar);
        response.getWriter().println("saved");
    }
}

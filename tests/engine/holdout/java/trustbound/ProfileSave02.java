// holdout: safe cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.MultipartConfig;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;
import javax.servlet.http.Part;

@WebServlet(value = "/trustbound/profilesave02")
@MultipartConfig
public class ProfileSave02 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Part upload = request.getPart("query");
        String provided = upload == null ? "" : upload.getSubmittedFileName();
        String item = String.format("%s", provided).strip();
        HttpSession session = request.getSession();
        session.setAttribute("lastSearchLength", item.length());
        response.getWriter().println("ok");
    }
}

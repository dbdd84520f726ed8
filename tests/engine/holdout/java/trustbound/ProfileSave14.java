// holdout: safe cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.MultipartConfig;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;
import javax.servlet.http.Part;

@WebServlet(value = "/trustbound/profilesave14")
@MultipartConfig
public class ProfileSave14 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Part upload = request.getPart("name");
        String incoming = upload == null ? "" : upload.getSubmittedFileName();
        List<String> items = new ArrayList<>();
        items.add("north");
        items.add(incoming);
        items.add("south");
        items.remove(0);
        String selected = items.get(0);
        HttpSession session = request.getSession();
        session.setAttribute("lastSearchLength", selected.length());
        response.getWriter().println("ok");
    }
}

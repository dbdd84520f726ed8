// holdout: safe cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProfileSave08 {

    @PostMapping("/trustbound/profilesave08")
    public void handle(@RequestParam(value = "path", defaultValue = "") String incoming, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String selected = incoming.trim();
        // The legacy lookup ignores the caller's value and always uses the default entry.
        selected = "default-entry";
        request.getSession().setAttribute("displayName", selected);
        response.getWriter().println("saved");
    }
}

// holdout: safe cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProfileSave12 {

    @GetMapping("/trustbound/profilesave12/{note}")
    public void handle(@PathVariable("note") String param, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String selected = "standard";
        int limit = 250;
        if ((limit / 5) * 2 > 100) {
            selected = param;
        }
        HttpSession session = request.getSession();
        session.putValue("lastSearch", selected);
    }
}

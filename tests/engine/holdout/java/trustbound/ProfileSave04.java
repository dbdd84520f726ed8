// holdout: safe cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ProfileSave04 {

    @GetMapping("/trustbound/profilesave04")
    public void handle(@RequestParam("note") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        int count = 0;
        try {
            count = Integer.parseInt(userValue);
        } catch (NumberFormatException e) {
            count = -1;
        }
        String subject = "" + count;
        HttpSession session = request.getSession();
        session.putValue("lastSearch", subject);
    }
}

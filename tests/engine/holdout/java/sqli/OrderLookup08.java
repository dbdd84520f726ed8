// holdout: safe cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderLookup08 {

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @PostMapping("/sqli/orderlookup08")
    public void handle(@RequestParam(value = "file", defaultValue = "") String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String item;
        String guide = "ABC";
        char pick = guide.charAt(1);
        switch (pick) {
            case 'A':
                item = raw;
                break;
            case 'B':
                item = "plain";
                break;
            case 'C':
                item = raw;
                break;
            default:
                item = "plain";
                break;
        }
        try (Connection conn = connect(); Statement st = conn.createStatement()) {
            st.addBatch("INSERT INTO audit_log(note) VALUES ('" + item + "')");
            st.addBatch("UPDATE counters SET hits = hits + 1");
            st.executeBatch();
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

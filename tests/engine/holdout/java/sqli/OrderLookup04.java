// holdout: safe cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderLookup04 {

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @GetMapping("/sqli/orderlookup04")
    public void handle(@RequestParam("file") String provided, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        int count = 0;
        try {
            count = Integer.parseInt(provided);
        } catch (NumberFormatException e) {
            count = -1;
        }
        String item = "" + count;
        String sql = "SELECT name, price FROM products WHERE name LIKE '%" + item + "%'";
        try (Connection conn = connect(); PreparedStatement ps = conn.prepareStatement(sql)) {
            ResultSet rs = ps.executeQuery();
            while (rs.next()) {
                response.getWriter().println(rs.getInt("price"));
            }
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

// holdout: safe cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup18")
public class OrderLookup18 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String rawQuery = request.getQueryString();
        String provided = "";
        if (rawQuery != null) {
            int start = rawQuery.indexOf("tag=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                provided = rawQuery.substring(start + "tag=".length(), end < 0 ? rawQuery.length() : end);
                provided = URLDecoder.decode(provided, StandardCharsets.UTF_8);
            }
        }
        StringBuilder acc = new StringBuilder();
        for (String piece : provided.split("\\s+")) {
            if (!piece.isEmpty()) {
                acc.append(piece).append(' ');
            }
        }
        String item = acc.toString().trim();
        String sql = "SELECT id, total FROM orders WHERE customer = ?";
        try (Connection conn = connect(); PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, item);
            ResultSet rs = ps.executeQuery();
            int n = 0;
            while (rs.next()) n++;
            response.getWriter().println("orders: " + n);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

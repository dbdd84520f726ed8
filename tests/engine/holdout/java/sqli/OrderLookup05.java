// holdout: vulnerable cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup05")
public class OrderLookup05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static String normalize(String value) {
        return value.trim().toLowerCase(Locale.ROOT);
    }

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("note");
        String userValue = (values != null && values.length > 0) ? values[0] : "";
        String item = normalize(userValue);
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

// holdout: safe cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup02")
public class OrderLookup02 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "file".equals(vals[0])) {
                userValue = name;
                break;
            }
        }
        String bar = userValue.length() > 64 ? userValue.substring(0, 64) : userValue;
        String sql = "SELECT id, total FROM orders WHERE customer = ?";
        try (Connection conn = connect(); PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, bar);
            ResultSet rs = ps.executeQuery();
            int n = 0;
            while (rs.next()) n++;
            response.getWriter().println("orders: " + n);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

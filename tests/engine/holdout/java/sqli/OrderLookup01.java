// holdout: vulnerable cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup01")
public class OrderLookup01 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = request.getParameter("id");
        if (userValue == null) userValue = "";
        Map<String, Object> slots = new HashMap<>();
        slots.put("first", "fixed-value");
        slots.put("second", userValue);
        slots.put("third", "another-value");
        String item = (String) slots.get("second");
        String sql = "SELECT id, total FROM orders WHERE customer = '" + item + "'";
        try (Connection conn = connect(); Statement st = conn.createStatement()) {
            ResultSet rs = st.executeQuery(sql);
            int n = 0;
            while (rs.next()) n++;
            response.getWriter().println("orders: " + n);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

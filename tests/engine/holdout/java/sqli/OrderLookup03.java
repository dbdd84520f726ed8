// holdout: vulnerable cwe=89
package org.example.web.sqli;

import java.io.BufferedReader;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup03")
public class OrderLookup03 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        StringBuilder body = new StringBuilder();
        try (BufferedReader reader = request.getReader()) {
            String line;
            while ((line = reader.readLine()) != null) {
                body.append(line);
            }
        }
        String raw = body.toString().trim();
        String selected = "standard";
        int limit = 250;
        if ((limit / 5) * 3 > 100) {
            selected = raw;
        }
        try (Connection conn = connect(); Statement st = conn.createStatement()) {
            int changed = st.executeUpdate("UPDATE accounts SET nickname = '" + selected + "' WHERE id = 7");
            response.getWriter().println("updated " + changed);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

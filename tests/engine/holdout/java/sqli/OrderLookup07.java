// holdout: vulnerable cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.net.URLDecoder;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup07")
public class OrderLookup07 extends HttpServlet {
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
        String raw = "";
        Enumeration<String> headers = request.getHeaders("name");
        if (headers != null && headers.hasMoreElements()) {
            raw = headers.nextElement();
        }
        raw = URLDecoder.decode(raw, "UTF-8");
        String bar = raw.length() > 64 ? raw.substring(0, 64) : raw;
        try (Connection conn = connect()) {
            CallableStatement call = conn.prepareCall("{call find_customer('" + bar + "')}");
            call.execute();
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}

"""Helpers the tests share: drivers for the table and the window, position builders."""

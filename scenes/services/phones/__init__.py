"""The table server for phones as private hands: the phone page, its images and the server."""

// Images resolve to a stable URL in tests; what matters is the alt text around them.
export default 'test-file-stub';

// Stylesheets have no behaviour to test.
export default {};

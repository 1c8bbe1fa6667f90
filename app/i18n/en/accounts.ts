export const accounts = {
  login: {
    metaTitle: 'Login',
    title: 'Login to your account',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    submit: 'Login',
    submitting: 'Logging in...',
    noAccount: "Don't have an account?",
    registerLink: 'Register',
    missingFields: 'Please enter both email and password',
    invalidCredentials: 'Invalid email or password',
    success: 'Login successful',
    adminSuccess: 'Admin login successful',
    failed: 'Login failed',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
} as const

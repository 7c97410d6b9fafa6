// Routes of the app shell; screens are code-split. Issue 3 grows this into the full route table with the onboarding gate.
import { Navigate, createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/app-layout';
import { RootErrorScreen } from '../components/root-error-screen';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RootErrorScreen />,
    children: [
      {
        index: true,
        lazy: async () => {
          const { HomeScreen } = await import('../features/home/home-screen');
          return { Component: HomeScreen };
        },
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

// Screen tests wait for what the user sees (`findBy…`, `waitFor`), never for a time. The bound
// on that wait is raised from Testing Library's 1 s: on a loaded 2-core CI machine a dialog's
// first fetch and render took longer, and the test failed although the screen was right. A
// state that never comes still fails, after 5 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });

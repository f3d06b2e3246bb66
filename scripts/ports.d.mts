/** Whether something accepts connections on 127.0.0.1:`port`. */
export function isPortOpen(port: number): Promise<boolean>;

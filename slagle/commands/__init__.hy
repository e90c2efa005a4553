"The commands, a module each: they parse their arguments, call the engine
and print.  None imports another; common holds what they share."
